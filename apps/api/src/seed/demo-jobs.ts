// Demo internships of the two approved demo companies: approved and open, across job functions,
// modes, contract types and cities, in English and Chinese. Added once: skipped when either
// company already has jobs (so a database seeded before jobs existed gets them on its next start).
// Some say whom they are for (education levels, graduation years), most are open to every student.
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companies, jobs, users } from '../db/schema.js';
import type { Services } from '../services.js';
import { seedDemoRound } from './demo-round.js';

type DemoJob = Omit<
  typeof jobs.$inferInsert,
  'companyId' | 'roundId' | 'expiresOn' | 'postedAt' | 'status' | 'approvalStatus' | 'reviewedAt' | 'reviewedBy'
> & {
  /** Posted this many days ago, open for this many days more. */
  postedDaysAgo: number;
  expiresInDays: number;
};

const HK_MONTHLY = { salary: 12000, currency: 'HKD', payFrequency: 'PER_MONTH' } as const;
const GBA_MONTHLY = { salary: 10500, currency: 'RMB', payFrequency: 'PER_MONTH' } as const;

const NOVAPAY: DemoJob[] = [
  {
    positionName: 'FinTech Summer Intern',
    educationLevels: ['UNDERGRADUATE'],
    graduationYearFrom: 2026,
    graduationYearTo: 2028,
    jobFunction: 'TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Python', 'SQL', 'Payments'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Join the team behind NovaPay, a stored-value wallet used by 400,000 people in Hong Kong.\nYou will build internal dashboards for merchant payments, write SQL against our reporting warehouse and present a project to the leadership team at the end of the summer.',
    requirements:
      'Full-time student in a fintech, computer science or business programme.\nSome Python or SQL.\nGood written English; Cantonese or Putonghua is an advantage.',
    postedDaysAgo: 1,
    expiresInDays: 60,
    viewCount: 128,
  },
  {
    positionName: 'Software Engineering Intern (Mobile Wallet)',
    educationLevels: ['UNDERGRADUATE', 'MASTER'],
    graduationYearFrom: 2026,
    jobFunction: 'ENGINEERING',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Kotlin', 'Swift', 'React Native'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Work in our mobile squad on the NovaPay app for Android and iOS: new top-up flows, accessibility fixes and automated UI tests. You will ship code to production with a mentor reviewing every change.',
    requirements: 'Year 2 or above in computer science or engineering.\nExperience with Kotlin, Swift or React Native.',
    postedDaysAgo: 3,
    expiresInDays: 45,
    viewCount: 87,
  },
  {
    positionName: 'Data Analyst Intern – Fraud Detection',
    educationLevels: ['UNDERGRADUATE', 'MASTER'],
    graduationYearFrom: 2026,
    graduationYearTo: 2027,
    jobFunction: 'INFORMATION_TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Python', 'pandas', 'Machine Learning'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Analyse card and wallet transactions to find fraud patterns, tune the rules of our risk engine and measure how many genuine customers they block by mistake.',
    requirements:
      'Statistics, data science or a quantitative programme.\nPython with pandas; machine learning is a plus.',
    postedDaysAgo: 5,
    expiresInDays: 40,
    viewCount: 64,
  },
  {
    positionName: 'Compliance Analyst Intern (AML/KYC)',
    educationLevels: ['UNDERGRADUATE', 'MASTER'],
    jobFunction: 'COMPLIANCE',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['AML/KYC', 'Excel', 'Regulatory reporting'],
    ...HK_MONTHLY,
    contractType: 'PART_TIME',
    description:
      'Support our compliance officers with customer due diligence, sanctions screening reviews and the monthly report to the HKMA. Two or three days a week during term time.',
    requirements: 'Law, accounting or finance students.\nCareful and discreet with personal data.',
    postedDaysAgo: 8,
    expiresInDays: 30,
  },
  {
    positionName: 'Product Management Intern',
    jobFunction: 'PRODUCT',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['User research', 'Figma', 'Jira'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Own a small feature of the merchant app from interviews with shop owners to the release notes: write the requirements, test the designs with users and track the results.',
    requirements: 'Curious about how small businesses take payments.\nClear writing in English and Chinese.',
    postedDaysAgo: 2,
    expiresInDays: 50,
    viewCount: 41,
  },
  {
    positionName: 'UX Design Intern',
    jobFunction: 'PRODUCT_DEVELOPMENT',
    jobMode: 'REMOTE',
    location: 'HongKong',
    city: 1,
    skills: ['Figma', 'UX Design', 'Accessibility'],
    salary: 90,
    currency: 'HKD',
    payFrequency: 'PER_HOUR',
    contractType: 'FREELANCER',
    description:
      'Redesign the sign-up journey of our wallet for older users: larger text, simpler steps, and screens that work with a screen reader. Remote, about 15 hours a week.',
    requirements: 'A portfolio with at least one app or web project.\nFigma.',
    postedDaysAgo: 12,
    expiresInDays: 20,
  },
  {
    positionName: 'Customer Success Intern',
    graduationYearTo: 2028,
    jobFunction: 'CUSTOMER_SERVICE',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Cantonese', 'Communication', 'Zendesk'],
    salary: 75,
    currency: 'HKD',
    payFrequency: 'PER_HOUR',
    contractType: 'PART_TIME',
    description:
      'Help merchants set up NovaPay terminals, answer their questions by phone and chat, and turn the most frequent questions into help-centre articles.',
    requirements: 'Fluent Cantonese and good English.\nPatient and friendly.',
    postedDaysAgo: 6,
    expiresInDays: 35,
  },
  {
    positionName: 'Cybersecurity Intern',
    jobFunction: 'INFORMATION_TECHNOLOGY',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Cybersecurity', 'Linux', 'OWASP'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Join the security team: review cloud configurations, help run a phishing exercise and triage the findings of our bug bounty programme.',
    requirements: 'Computer science or information security students.\nLinux command line; OWASP Top 10.',
    postedDaysAgo: 15,
    expiresInDays: 25,
    viewCount: 19,
  },
  {
    positionName: 'Marketing Intern – Digital Campaigns',
    jobFunction: 'MARKETING',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Social media', 'Copywriting', 'Google Analytics'],
    ...HK_MONTHLY,
    contractType: 'PART_TIME',
    description:
      'Plan and measure our campaigns on Instagram, Xiaohongshu and in the MTR. Write bilingual copy and report what worked each week.',
    requirements: 'Marketing or communications students.\nExcellent written Chinese and English.',
    postedDaysAgo: 4,
    expiresInDays: 28,
  },
  {
    positionName: 'Finance and Accounting Intern',
    educationLevels: ['UNDERGRADUATE', 'HIGHER_DIPLOMA', 'ASSOCIATEDEGREE'],
    graduationYearTo: 2027,
    jobFunction: 'ACCOUNTING',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Accounting', 'Excel', 'Xero'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Reconcile settlement accounts with our partner banks, prepare month-end journals and help the auditors with their requests.',
    requirements: 'Accounting students; progress towards HKICPA is a plus.\nStrong Excel.',
    postedDaysAgo: 10,
    expiresInDays: 33,
  },
  {
    positionName: '金融科技實習生',
    educationLevels: ['UNDERGRADUATE'],
    graduationYearFrom: 2026,
    graduationYearTo: 2027,
    jobFunction: 'TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Python', '數據分析', '支付'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      '加入新付的產品及工程團隊，參與本地電子錢包及商戶收款服務的開發。\n您會協助分析交易數據、測試新功能，並在實習結束時向管理層匯報項目成果。',
    requirements: '修讀金融科技、電腦科學或工商管理的全日制學生。\n懂得 Python 或 SQL 者優先。\n良好的中英文溝通能力。',
    postedDaysAgo: 0,
    expiresInDays: 70,
    viewCount: 203,
  },
  {
    positionName: '營運實習生（支付結算）',
    jobFunction: 'OPERATIONS',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Excel', '對賬', '溝通'],
    ...HK_MONTHLY,
    contractType: 'PART_TIME',
    description: '協助營運團隊處理每日交收及退款、跟進商戶查詢，並改善對賬流程。學期內每星期工作三天。',
    requirements: '做事細心，熟悉 Excel。\n能以廣東話及英語溝通。',
    postedDaysAgo: 9,
    expiresInDays: 26,
  },
  {
    positionName: 'QA Engineer Intern',
    jobFunction: 'QUALITY_ASSURANCE',
    jobMode: 'REMOTE',
    location: 'HongKong',
    city: 1,
    skills: ['Playwright', 'TypeScript', 'Testing'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Write automated end-to-end tests for the merchant portal with Playwright and help the team release twice a week without regressions.',
    requirements: 'Some JavaScript or TypeScript.\nAn eye for what can go wrong.',
    postedDaysAgo: 7,
    expiresInDays: 42,
  },
  {
    positionName: 'Sales Development Intern',
    jobFunction: 'SALES',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['Sales', 'CRM', 'Cantonese'],
    salary: 80,
    currency: 'HKD',
    payFrequency: 'PER_HOUR',
    contractType: 'PART_TIME',
    description:
      'Visit restaurants and shops in Kowloon with our sales team, and help them start taking digital payments.',
    requirements: 'Outgoing, fluent Cantonese.\nAble to travel around Hong Kong.',
    postedDaysAgo: 14,
    expiresInDays: 18,
  },
  {
    positionName: 'Human Resources Intern',
    jobFunction: 'HUMAN_RESOURCES',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Recruiting', 'Communication', 'Excel'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Help us run the FinTech Internship Scheme itself: schedule interviews, organise the interns’ onboarding week and gather their feedback.',
    requirements: 'Organised and friendly.\nGood written English and Chinese.',
    postedDaysAgo: 20,
    expiresInDays: 15,
  },
];

const HARBOUR_WEALTH: DemoJob[] = [
  {
    positionName: '財富管理科技實習生',
    educationLevels: ['UNDERGRADUATE', 'MASTER'],
    graduationYearFrom: 2026,
    graduationYearTo: 2028,
    jobFunction: 'FINANCE',
    jobMode: 'HYBRID',
    location: 'HongKong & GBA',
    city: 1,
    skills: ['財務分析', 'Excel', 'Python'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      '協助我們的智能投顧平台分析客戶投資組合、準備市場報告，並參與新基金產品上架的測試工作。\n實習期間會輪流到投資研究及產品團隊。',
    requirements: '修讀金融、經濟或金融科技的學生。\n對財富管理及投資有濃厚興趣。\n熟悉 Excel，懂得 Python 者優先。',
    postedDaysAgo: 1,
    expiresInDays: 55,
    viewCount: 156,
  },
  {
    positionName: '區塊鏈開發實習生',
    jobFunction: 'ENGINEERING',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 4,
    skills: ['Solidity', 'TypeScript', '區塊鏈'],
    ...GBA_MONTHLY,
    contractType: 'FULL_TIME',
    description: '在深圳前海辦公室參與代幣化資產平台的開發：編寫及測試智能合約、整合錢包服務，並協助撰寫技術文件。',
    requirements: '電腦科學或相關學系學生。\n認識 Solidity 或其他智能合約語言。\n可於深圳前海上班。',
    postedDaysAgo: 3,
    expiresInDays: 48,
    viewCount: 92,
  },
  {
    positionName: '数据分析实习生',
    educationLevels: ['UNDERGRADUATE', 'MASTER'],
    graduationYearFrom: 2026,
    graduationYearTo: 2028,
    jobFunction: 'INFORMATION_TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'GBA',
    city: 3,
    skills: ['SQL', 'Power BI', '数据分析'],
    ...GBA_MONTHLY,
    contractType: 'FULL_TIME',
    description: '协助广州团队分析客户行为数据，建立业务数据看板，并就产品改进提出建议。每周两天可远程办公。',
    requirements: '统计、数学、计算机或金融相关专业。\n熟悉 SQL，会使用 Power BI 或 Tableau 者优先。',
    postedDaysAgo: 2,
    expiresInDays: 40,
    viewCount: 58,
  },
  {
    positionName: '风险管理实习生',
    educationLevels: ['MASTER'],
    graduationYearFrom: 2026,
    graduationYearTo: 2027,
    jobFunction: 'FINANCE',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 4,
    skills: ['风险管理', 'Excel', 'VBA'],
    ...GBA_MONTHLY,
    contractType: 'FULL_TIME',
    description: '协助风险管理部门监察投资组合风险指标、编制每日风险报告，并参与压力测试模型的验证。',
    requirements: '金融工程、数学或相关专业。\n细心严谨，熟悉 Excel。',
    postedDaysAgo: 6,
    expiresInDays: 36,
  },
  {
    positionName: 'Quantitative Research Intern',
    educationLevels: ['MASTER', 'DOCTOR'],
    graduationYearFrom: 2026,
    graduationYearTo: 2027,
    jobFunction: 'RESEARCH_AND_DEVELOPMENT',
    jobMode: 'HYBRID',
    location: 'HongKong & GBA',
    city: 1,
    skills: ['Python', 'Statistics', 'Financial Modelling'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Research factor models for our robo-advisory portfolios, back-test them on Hong Kong and mainland equities and write up the results for the investment committee.',
    requirements:
      'Mathematics, statistics, physics or financial engineering.\nPython; knowledge of time-series analysis.',
    postedDaysAgo: 4,
    expiresInDays: 50,
    viewCount: 77,
  },
  {
    positionName: '監管科技分析實習生',
    jobFunction: 'COMPLIANCE',
    jobMode: 'REMOTE',
    location: 'HongKong & GBA',
    city: 1,
    skills: ['監管科技', '合規', 'Excel'],
    salary: 100,
    currency: 'HKD',
    payFrequency: 'PER_HOUR',
    contractType: 'PART_TIME',
    description: '研究證監會及金管局的最新指引，協助整理合規要求清單，並測試自動化合規監察工具。',
    requirements: '法律、會計或金融學生。\n良好的中英文閱讀及寫作能力。',
    postedDaysAgo: 11,
    expiresInDays: 30,
  },
  {
    positionName: 'Digital Marketing Intern (Greater Bay Area)',
    jobFunction: 'MARKETING',
    jobMode: 'HYBRID',
    location: 'GBA',
    city: 5,
    skills: ['WeChat', 'Xiaohongshu', 'Copywriting'],
    ...GBA_MONTHLY,
    contractType: 'PART_TIME',
    description:
      'Grow our brand among young investors in Zhuhai and Macao: plan WeChat and Xiaohongshu content, run online events and measure sign-ups.',
    requirements: 'Fluent Putonghua and good English.\nHands-on with social media.',
    postedDaysAgo: 5,
    expiresInDays: 27,
  },
  {
    positionName: '客戶服務實習生（澳門）',
    jobFunction: 'CUSTOMER_SERVICE',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 2,
    skills: ['客戶服務', '廣東話', '普通話'],
    salary: 9000,
    currency: 'HKD',
    payFrequency: 'PER_MONTH',
    contractType: 'FULL_TIME',
    description: '在澳門客戶中心協助客戶開戶、解答有關投資賬戶的查詢，並整理常見問題。',
    requirements: '能操流利廣東話及普通話。\n有耐性，樂於助人。',
    postedDaysAgo: 13,
    expiresInDays: 22,
  },
  {
    positionName: 'Cloud Infrastructure Intern',
    jobFunction: 'INFORMATION_TECHNOLOGY',
    jobMode: 'REMOTE',
    location: 'HongKong & GBA',
    city: 4,
    skills: ['AWS', 'Terraform', 'Docker'],
    ...GBA_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Help the platform team move services to containers, automate environments with Terraform and improve our monitoring dashboards.',
    requirements: 'Linux and one scripting language.\nAWS or Docker experience is a plus.',
    postedDaysAgo: 8,
    expiresInDays: 44,
    viewCount: 33,
  },
  {
    positionName: '交易營運實習生',
    jobFunction: 'TRADING',
    jobMode: 'ONSITE',
    location: 'HongKong',
    city: 1,
    skills: ['交易結算', 'Excel', 'Bloomberg Terminal'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description: '協助交易營運團隊處理港股及基金交易的交收、核對持倉，並跟進異常交易。',
    requirements: '金融或會計學生。\n熟悉 Excel，認識 Bloomberg Terminal 者優先。',
    postedDaysAgo: 16,
    expiresInDays: 19,
  },
  {
    positionName: '採購及行政實習生',
    jobFunction: 'PROCUREMENT',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 8,
    skills: ['採購', 'Excel', '供應商管理'],
    ...GBA_MONTHLY,
    contractType: 'PART_TIME',
    description: '協助東莞辦公室處理資訊科技設備及服務的採購、比較供應商報價，並整理合約紀錄。',
    requirements: '商科學生。\n做事有條理，熟悉 Excel。',
    postedDaysAgo: 18,
    expiresInDays: 24,
  },
  {
    positionName: 'IT Support Intern',
    jobFunction: 'SUPPORT',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 6,
    skills: ['Windows', 'Networking', 'Customer Service'],
    ...GBA_MONTHLY,
    contractType: 'FREELANCER',
    description:
      'Set up laptops and accounts for new staff at our Foshan office, look after the meeting-room equipment and answer colleagues’ IT questions.',
    requirements: 'Hands-on with Windows and basic networking.\nPutonghua.',
    postedDaysAgo: 21,
    expiresInDays: 16,
  },
  {
    positionName: '產品開發實習生（保險科技）',
    jobFunction: 'PRODUCT_DEVELOPMENT',
    jobMode: 'HYBRID',
    location: 'HongKong & GBA',
    city: 1,
    skills: ['產品設計', 'Figma', '保險科技'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description: '與合作保險公司一同設計跨境醫療保險的網上投保流程，參與用戶訪談、原型設計及可用性測試。',
    requirements: '對保險科技有興趣。\n懂得使用 Figma 者優先。',
    postedDaysAgo: 2,
    expiresInDays: 46,
    viewCount: 25,
  },
  {
    positionName: 'Management Trainee Intern – Strategy',
    educationLevels: ['UNDERGRADUATE'],
    graduationYearFrom: 2026,
    graduationYearTo: 2026,
    jobFunction: 'MANAGEMENT',
    jobMode: 'FULLTIME',
    location: 'HongKong & GBA',
    city: 1,
    skills: ['Strategy', 'PowerPoint', 'Market research'],
    ...HK_MONTHLY,
    contractType: 'FULL_TIME',
    description:
      'Work with the chief operating officer on our expansion in the Greater Bay Area: market sizing, partner due diligence and board presentations.',
    requirements: 'Business, economics or finance.\nStructured thinking and excellent PowerPoint.',
    postedDaysAgo: 9,
    expiresInDays: 38,
    viewCount: 48,
  },
  {
    positionName: '設備維護實習生',
    jobFunction: 'MAINTENANCE',
    jobMode: 'ONSITE',
    location: 'GBA',
    city: 9,
    skills: ['設備維護', '網絡', '安全'],
    ...GBA_MONTHLY,
    contractType: 'PART_TIME',
    description: '協助中山數據中心的工程師進行伺服器及網絡設備的日常檢查和維護，並記錄運行狀況。',
    requirements: '工程或資訊科技學生。\n注重安全，做事細心。',
    postedDaysAgo: 17,
    expiresInDays: 21,
  },
];

const DEMO_JOBS: Record<string, DemoJob[]> = {
  'hr@novapay.demo': NOVAPAY,
  'talent@harbourwealth.demo': HARBOUR_WEALTH,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds the demo jobs when neither demo company has any; true when it did. */
export async function seedDemoJobs(svc: Pick<Services, 'db' | 'clock'>, adminEmail: string): Promise<boolean> {
  const owners = await svc.db
    .select({ id: companies.id, email: users.email, approval: companies.approvalStatus })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(inArray(users.email, Object.keys(DEMO_JOBS)));
  if (owners.length === 0) return false;
  const [existing] = await svc.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      inArray(
        jobs.companyId,
        owners.map((o) => o.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return false;

  const [admin] = await svc.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, adminEmail), eq(users.role, Role.ADMIN)));
  const now = svc.clock.now();
  const roundId = await seedDemoRound(svc);
  const rows = owners
    .filter((o) => o.approval === ApprovalStatus.APPROVED)
    .flatMap((owner) =>
      (DEMO_JOBS[owner.email] ?? []).map(({ postedDaysAgo, expiresInDays, ...job }, i) => {
        // Spread over the day too, so "latest" has a clear order.
        const postedAt = new Date(now.getTime() - postedDaysAgo * DAY_MS - (i + 1) * 37 * 60 * 1000);
        return {
          ...job,
          companyId: owner.id,
          roundId,
          status: 1,
          approvalStatus: ApprovalStatus.APPROVED,
          reviewedAt: postedAt,
          reviewedBy: admin?.id ?? null,
          postedAt,
          expiresOn: hongKongDate(new Date(now.getTime() + expiresInDays * DAY_MS)),
          createdAt: new Date(postedAt.getTime() - DAY_MS),
          updatedAt: postedAt,
        };
      }),
    );
  if (rows.length === 0) return false;
  await svc.db.insert(jobs).values(rows);
  return true;
}
