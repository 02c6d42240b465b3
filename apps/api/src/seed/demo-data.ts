// Demo data for a first start: one admin, two approved companies, one company waiting for
// approval, three verified candidates, about 30 open internships of the approved companies
// (demo-jobs.ts) and a few applications to them (demo-applications.ts). Runs once: skipped when the admin already exists (the jobs when there are any).
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { candidateProfiles, companies, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { findUserByEmail } from '../modules/users/users-repository.js';
import type { Services } from '../services.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedDemoJobs } from './demo-jobs.js';

export const DEMO_PASSWORD = 'Demo@2025pass';
export const DEMO_ADMIN_EMAIL = 'admin@demo.fintech-scheme.hk';

const COMPANIES = [
  {
    email: 'hr@novapay.demo',
    companyName: 'NovaPay Limited',
    nameZh: '新付有限公司',
    jobRole: 'Talent Acquisition Manager',
    location: 'HongKong',
    industry: 'DIGITAL_PAYMENTS',
    approval: ApprovalStatus.APPROVED,
    language: 'en',
  },
  {
    email: 'talent@harbourwealth.demo',
    companyName: 'Harbour Wealth Technology (Shenzhen) Co., Ltd.',
    nameZh: '海港財富科技（深圳）有限公司',
    jobRole: '人力資源主任',
    location: 'HongKong & GBA',
    industry: 'DIGITAL_WEALTH_MANAGEMENT',
    approval: ApprovalStatus.APPROVED,
    language: 'zh',
  },
  {
    email: 'people@lionrockinsure.demo',
    companyName: 'Lion Rock InsurTech Limited',
    nameZh: '獅子山保險科技有限公司',
    jobRole: 'HR Business Partner',
    location: 'HongKong',
    industry: 'INSURTECH',
    approval: ApprovalStatus.PENDING,
    language: 'en',
  },
] as const;

const CANDIDATES = [
  {
    email: 'chan.taiman@student.demo',
    englishName: 'Chan Tai Man',
    chineseName: '陳大文',
    institution: 'HKU',
    faculty: 'Faculty of Business and Economics',
    programme: 'BBA in Finance (FinTech)',
    graduationYear: 2027,
    phonePrefix: '+852',
    phoneNumber: '91234567',
    legallyEmployable: 0,
    residentType: 0,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    language: 'zh',
  },
  {
    email: 'li.xiaoming@student.demo',
    englishName: 'Li Xiaoming',
    chineseName: '李小明',
    institution: 'HKUST',
    faculty: 'School of Engineering',
    programme: 'MSc in Financial Technology',
    graduationYear: 2026,
    phonePrefix: '+86',
    phoneNumber: '13812345678',
    legallyEmployable: 1,
    residentType: 1,
    cityOfResidence: 'SHENZHEN',
    educationLevel: 'MASTER',
    language: 'cn',
  },
  {
    email: 'wong.kayan@student.demo',
    englishName: 'Wong Ka Yan',
    chineseName: '黃嘉欣',
    institution: 'POLYU',
    faculty: 'Faculty of Business',
    programme: 'BBA in Accounting and Finance',
    graduationYear: 2028,
    phonePrefix: '+852',
    phoneNumber: '61234567',
    legallyEmployable: 2,
    residentType: 0,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    language: 'en',
  },
] as const;

/** Returns false when the data was already there. */
export async function seedDemoData(svc: Pick<Services, 'db' | 'clock'>): Promise<boolean> {
  // Jobs and applications came after the accounts: a database seeded before them gets them now.
  if (await findUserByEmail(svc.db, DEMO_ADMIN_EMAIL)) {
    const addedJobs = await seedDemoJobs(svc, DEMO_ADMIN_EMAIL);
    return (await seedDemoApplications(svc)) || addedJobs;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = svc.clock.now();
  await svc.db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        email: DEMO_ADMIN_EMAIL,
        role: Role.ADMIN,
        passwordHash,
        emailVerifiedAt: now,
        isFirstLogin: false,
        emailLanguage: 'en',
      })
      .returning({ id: users.id });
    for (const c of COMPANIES) {
      const [user] = await tx
        .insert(users)
        .values({
          email: c.email,
          role: Role.COMPANY,
          passwordHash,
          emailVerifiedAt: now,
          emailLanguage: c.language,
          // The demo companies come with their profile filled in: no first-login profile step.
          isFirstLogin: false,
        })
        .returning({ id: users.id });
      if (!user) continue;
      const approved = c.approval === ApprovalStatus.APPROVED;
      await tx.insert(companies).values({
        userId: user.id,
        companyName: c.companyName,
        contactJobRole: c.jobRole,
        nameEn: c.companyName,
        nameZh: c.nameZh,
        location: c.location,
        industry: c.industry,
        acceptedIntoSchemeAt: now,
        consentTermsAt: now,
        approvalStatus: c.approval,
        reviewedAt: approved ? now : null,
        reviewedBy: approved ? admin?.id : null,
      });
    }
    for (const { email, language, ...profile } of CANDIDATES) {
      const [user] = await tx
        .insert(users)
        .values({ email, role: Role.CANDIDATE, passwordHash, emailVerifiedAt: now, emailLanguage: language })
        .returning({ id: users.id });
      if (!user) continue;
      await tx
        .insert(candidateProfiles)
        .values({ userId: user.id, ...profile, consentTermsAt: now, consentDataSharingAt: now });
    }
  });
  await seedDemoJobs(svc, DEMO_ADMIN_EMAIL);
  await seedDemoApplications(svc);
  return true;
}
