// Demo data for a first start: one admin, two approved companies, one company waiting for
// approval, three verified candidates and four interns, about 30 open internships of the approved
// companies (demo-jobs.ts), a few applications to them (demo-applications.ts), the interns'
// placements (demo-placements.ts), a published review and one job the scheme office recommends
// (demo-recommendations.ts). Runs once: skipped when the
// admin already exists (the jobs when there are any). The accounts are as the real paths leave
// them: a company as registered, approved by the admin, and (once approved) with the profile it
// saves on its first sign-in, through the same use case; the company still waiting has no profile,
// so it meets the first-login profile step a real new company meets.
import { type CompanyProfileInput, companyProfileInputSchema } from '@fis/shared/company-profile-schemas';
import { ApprovalStatus, type Language, type PhonePrefix, Role } from '@fis/shared/enums';
import { makeContext } from '../context.js';
import { candidateProfiles, companies, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { insertRegisteredStudies } from '../modules/candidate-profile/current-studies.js';
import { updateCompanyProfile } from '../modules/companies/update-company-profile.js';
import { refreshTakeableRegions } from '../modules/eligibility/takeable-regions.js';
import { findUserByEmail } from '../modules/users/users-repository.js';
import type { Services } from '../services.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoPlacements } from './demo-placements.js';
import { seedDemoRecommendations } from './demo-recommendations.js';
import { seedDemoReviews } from './demo-reviews.js';

export const DEMO_PASSWORD = 'Demo@2025pass';
export const DEMO_ADMIN_EMAIL = 'admin@demo.fintech-scheme.hk';
/** The University of Hong Kong's coordinator (docs/decisions/061), who confirms its students. */
export const DEMO_COORDINATOR_EMAIL = 'verification@hku.demo.fintech-scheme.hk';

const COMPANIES: {
  email: string;
  companyName: string;
  jobRole: string;
  /** The contact person the company's settings page holds (docs/decisions/018). */
  contact: { name: string; phonePrefix: PhonePrefix; phoneNumber: string };
  approval: ApprovalStatus;
  language: Language;
  /** The profile saved at the first sign-in (approved companies only). */
  profile?: CompanyProfileInput;
}[] = [
  {
    email: 'hr@novapay.demo',
    companyName: 'NovaPay Limited',
    jobRole: 'Talent Acquisition Manager',
    contact: { name: 'Grace Lam', phonePrefix: '+852', phoneNumber: '21234500' },
    approval: ApprovalStatus.APPROVED,
    language: 'en',
    profile: {
      nameEn: 'NovaPay Limited',
      nameZh: '新付有限公司',
      website: 'https://www.novapay.example.hk',
      industry: 'DIGITAL_PAYMENTS',
      phonePrefix: '+852',
      phoneNumber: '21234567',
      location: 'HongKong',
      address: '18/F, 1 Harbour Road, Wan Chai, Hong Kong',
      slogan: 'Payments for every merchant',
      description:
        'NovaPay runs a licensed stored-value facility and card acquiring for small merchants in Hong Kong, with a team of 80 engineers, analysts and compliance staff.',
    },
  },
  {
    email: 'talent@harbourwealth.demo',
    companyName: 'Harbour Wealth Technology (Shenzhen) Co., Ltd.',
    jobRole: '人力資源主任',
    contact: { name: '周敏', phonePrefix: '+86', phoneNumber: '13912345600' },
    approval: ApprovalStatus.APPROVED,
    language: 'zh',
    profile: {
      nameEn: 'Harbour Wealth Technology (Shenzhen) Co., Ltd.',
      nameZh: '海港財富科技（深圳）有限公司',
      website: 'https://www.harbourwealth.example.cn',
      industry: 'DIGITAL_WEALTH_MANAGEMENT',
      phonePrefix: '+86',
      phoneNumber: '13912345678',
      location: 'HongKong & GBA',
      address: '深圳市南山區科技園 8 號 12 樓',
      slogan: '智能投顧，服務大灣區',
      description: '海港財富科技為香港及大灣區的銀行與券商提供智能投顧及財富管理平台，團隊分佈於深圳及香港。',
    },
  },
  {
    email: 'people@lionrockinsure.demo',
    companyName: 'Lion Rock InsurTech Limited',
    jobRole: 'HR Business Partner',
    contact: { name: 'Kelvin Ho', phonePrefix: '+852', phoneNumber: '23456700' },
    approval: ApprovalStatus.PENDING,
    language: 'en',
  },
];

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
    residentType: 1,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    // A mainland student in Hong Kong: Hong Kong positions (docs/decisions/026), every confirmation given.
    declaredAdult: true,
    declaredFullTimeStudent: true,
    declaredFintechProgramme: true,
    declaredNoOtherAllowance: true,
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
    legallyEmployable: 0,
    residentType: 1,
    cityOfResidence: 'SHENZHEN',
    educationLevel: 'MASTER',
    // A mainland student in Hong Kong: Hong Kong positions; one confirmation still to give.
    declaredAdult: true,
    declaredFullTimeStudent: true,
    declaredFintechProgramme: true,
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
    legallyEmployable: 0,
    residentType: 0,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    // A Hong Kong student: not eligible for Hong Kong positions, GBA mainland ones only.
    language: 'en',
  },
  // The interns of demo-placements.ts, hired by Harbour Wealth: Hong Kong students placed on the
  // GBA mainland, mainland students placed in Hong Kong, every confirmation given. Their
  // institutions are none of the candidates' above, whose lists the browser tests filter by them.
  ...[
    { email: 'ho.wingsze@student.demo', englishName: 'Ho Wing Sze', chineseName: '何詠詩', residentType: 0 },
    { email: 'lam.chikin@student.demo', englishName: 'Lam Chi Kin', chineseName: '林志堅', residentType: 0 },
    { email: 'zhang.yue@student.demo', englishName: 'Zhang Yue', chineseName: '张悦', residentType: 1 },
    { email: 'chen.jiahui@student.demo', englishName: 'Chen Jiahui', chineseName: '陈嘉慧', residentType: 1 },
  ].map((intern, i) => ({
    ...intern,
    institution: (['CUHK', 'CITYU', 'HKBU', 'LU'] as const)[i] ?? 'CUHK',
    faculty: 'Faculty of Business',
    programme: 'BBA in Finance',
    graduationYear: 2027,
    phonePrefix: intern.residentType === 0 ? '+852' : '+86',
    phoneNumber: intern.residentType === 0 ? `5${i}123456` : `1391234567${i}`,
    legallyEmployable: 0,
    cityOfResidence: intern.residentType === 0 ? 'HONG_KONG' : 'SHENZHEN',
    educationLevel: 'UNDERGRADUATE',
    declaredAdult: true,
    declaredFullTimeStudent: true,
    declaredFintechProgramme: true,
    declaredNoOtherAllowance: true,
    language: intern.residentType === 0 ? 'zh' : 'cn',
  })),
];

/** Returns false when the data was already there. */
export async function seedDemoData(svc: Services): Promise<boolean> {
  // Jobs and applications came after the accounts: a database seeded before them gets them now.
  if (await findUserByEmail(svc.db, DEMO_ADMIN_EMAIL)) {
    const addedJobs = await seedDemoJobs(svc, DEMO_ADMIN_EMAIL);
    const addedApplications = await seedDemoApplications(svc);
    const addedPlacements = await seedDemoPlacements(svc);
    const addedReviews = await seedDemoReviews(svc);
    const addedRecommendations = await seedDemoRecommendations(svc, DEMO_ADMIN_EMAIL);
    const addedCoordinator = await seedDemoCoordinator(svc);
    return (
      addedCoordinator || addedRecommendations || addedReviews || addedPlacements || addedApplications || addedJobs
    );
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
      // As registerCompany leaves it (the first-login profile step still ahead), then reviewed.
      const [user] = await tx
        .insert(users)
        .values({ email: c.email, role: Role.COMPANY, passwordHash, emailVerifiedAt: now, emailLanguage: c.language })
        .returning({ id: users.id });
      if (!user) continue;
      const approved = c.approval === ApprovalStatus.APPROVED;
      await tx.insert(companies).values({
        userId: user.id,
        companyName: c.companyName,
        contactJobRole: c.jobRole,
        contactName: c.contact.name,
        contactPhonePrefix: c.contact.phonePrefix,
        contactPhoneNumber: c.contact.phoneNumber,
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
      // As registration leaves it: the studies given are the first education entry.
      await insertRegisteredStudies(tx, user.id, { ...profile, institutionOther: null }, now);
      await refreshTakeableRegions(tx, user.id);
    }
  });
  // The approved companies have signed in once and saved their profile.
  for (const c of COMPANIES) {
    const user = c.profile ? await findUserByEmail(svc.db, c.email) : undefined;
    // Checked by the schema the profile form and the API use.
    if (user && c.profile)
      await updateCompanyProfile(
        makeContext(svc, { user: { id: user.id, role: Role.COMPANY } }),
        companyProfileInputSchema.parse(c.profile),
      );
  }
  await seedDemoJobs(svc, DEMO_ADMIN_EMAIL);
  await seedDemoApplications(svc);
  await seedDemoPlacements(svc);
  await seedDemoReviews(svc);
  await seedDemoRecommendations(svc, DEMO_ADMIN_EMAIL);
  await seedDemoCoordinator(svc);
  return true;
}

/** The demo coordinator, once; false when already there. */
async function seedDemoCoordinator(svc: Services): Promise<boolean> {
  if (await findUserByEmail(svc.db, DEMO_COORDINATOR_EMAIL)) return false;
  await svc.db.insert(users).values({
    email: DEMO_COORDINATOR_EMAIL,
    role: Role.INSTITUTION,
    institution: 'HKU',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    emailVerifiedAt: svc.clock.now(),
    isFirstLogin: false,
    emailLanguage: 'en',
  });
  return true;
}
