// How a match is scored (docs/decisions/027): the weight of each part, and the skill dictionary
// that makes the English and Chinese names of one skill count as one. The API's SQL reads the
// weights from here; the database's skill_key() function is generated from SKILL_DICTIONARY
// (`node apps/api/dist/cli/skill-key-sql.js`), and a test fails when the two part.
import type { Language } from './enums.js';
import type { MatchPart } from './match-schemas.js';

/** The most points each part earns; they add up to 100. Eligibility is a gate, not a part. */
export const MATCH_WEIGHTS: Record<MatchPart, number> = {
  skills: 40,
  jobFunction: 20,
  jobMode: 10,
  education: 10,
  graduation: 10,
  location: 10,
};

/** Skills in common that earn all the skills points: fewer earn their share, rounded. */
export const SKILLS_FOR_FULL_POINTS = 3;

/**
 * A skill's names in each language. The key is the English name as skill_key() writes it:
 * trimmed, lower-cased, spaces collapsed, Chinese folded to Simplified (decision 012). A skill
 * outside the dictionary is its own key, so two people who wrote it alike still match.
 */
export type SkillNames = Record<Language, string>;

const SKILLS: SkillNames[] = [
  { en: 'Python', zh: 'Python', cn: 'Python' },
  { en: 'SQL', zh: 'SQL', cn: 'SQL' },
  { en: 'Excel', zh: 'Excel 試算表', cn: 'Excel 电子表格' },
  { en: 'Java', zh: 'Java', cn: 'Java' },
  { en: 'TypeScript', zh: 'TypeScript', cn: 'TypeScript' },
  { en: 'JavaScript', zh: 'JavaScript', cn: 'JavaScript' },
  { en: 'React', zh: 'React', cn: 'React' },
  { en: 'Node.js', zh: 'Node.js', cn: 'Node.js' },
  { en: 'Solidity', zh: 'Solidity', cn: 'Solidity' },
  { en: 'Machine Learning', zh: '機器學習', cn: '机器学习' },
  { en: 'Artificial Intelligence', zh: '人工智能', cn: '人工智能' },
  { en: 'Data Analysis', zh: '數據分析', cn: '数据分析' },
  { en: 'Data Science', zh: '數據科學', cn: '数据科学' },
  { en: 'Data Visualisation', zh: '數據可視化', cn: '数据可视化' },
  { en: 'Statistics', zh: '統計學', cn: '统计学' },
  { en: 'Power BI', zh: 'Power BI', cn: 'Power BI' },
  { en: 'Tableau', zh: 'Tableau', cn: 'Tableau' },
  { en: 'AWS', zh: 'AWS', cn: 'AWS' },
  { en: 'Cloud Computing', zh: '雲端運算', cn: '云计算' },
  { en: 'Docker', zh: 'Docker', cn: 'Docker' },
  { en: 'Kubernetes', zh: 'Kubernetes', cn: 'Kubernetes' },
  { en: 'Financial Modelling', zh: '財務建模', cn: '财务建模' },
  { en: 'Financial Analysis', zh: '財務分析', cn: '财务分析' },
  { en: 'Risk Management', zh: '風險管理', cn: '风险管理' },
  { en: 'AML/KYC', zh: '反洗錢及客戶盡職審查', cn: '反洗钱及客户尽职调查' },
  { en: 'Compliance', zh: '合規', cn: '合规' },
  { en: 'Accounting', zh: '會計', cn: '会计' },
  { en: 'Auditing', zh: '審計', cn: '审计' },
  { en: 'Investment Analysis', zh: '投資分析', cn: '投资分析' },
  { en: 'Payments', zh: '支付', cn: '支付' },
  { en: 'Figma', zh: 'Figma', cn: 'Figma' },
  { en: 'UX Design', zh: '用戶體驗設計', cn: '用户体验设计' },
  { en: 'Communication', zh: '溝通能力', cn: '沟通能力' },
  { en: 'Teamwork', zh: '團隊合作', cn: '团队合作' },
  { en: 'Project Management', zh: '項目管理', cn: '项目管理' },
  { en: 'Product Management', zh: '產品管理', cn: '产品管理' },
  { en: 'Digital Marketing', zh: '數碼營銷', cn: '数字营销' },
  { en: 'Sales', zh: '銷售', cn: '销售' },
  { en: 'Customer Service', zh: '客戶服務', cn: '客户服务' },
  { en: 'Cantonese', zh: '廣東話', cn: '粤语' },
  { en: 'Putonghua', zh: '普通話', cn: '普通话' },
  { en: 'English', zh: '英語', cn: '英语' },
  { en: 'Blockchain', zh: '區塊鏈', cn: '区块链' },
  { en: 'Cybersecurity', zh: '網絡安全', cn: '网络安全' },
  { en: 'Go', zh: 'Go', cn: 'Go' },
  { en: 'Kotlin', zh: 'Kotlin', cn: 'Kotlin' },
  { en: 'Swift', zh: 'Swift', cn: 'Swift' },
  { en: 'R', zh: 'R', cn: 'R' },
];

/** A skill's key from its English name: how skill_key() writes a text it does not know. */
function keyOfEnglish(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Every dictionary skill by key. */
export const SKILL_DICTIONARY: ReadonlyMap<string, SkillNames> = new Map(SKILLS.map((s) => [keyOfEnglish(s.en), s]));

/** A skill as the reader reads it: the dictionary's name for a known key, else the text as written. */
export function skillName(key: string, asWritten: string, lang: Language): string {
  return SKILL_DICTIONARY.get(key)?.[lang] ?? asWritten;
}
