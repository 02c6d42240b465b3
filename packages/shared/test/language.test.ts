// The Chinese texts follow docs/decisions/013-chinese-wording.md: the reader is 您 in both Chinese
// languages, zh is Traditional Chinese as written in Hong Kong, cn is Simplified Chinese as written
// on the mainland, and each concept has one term. Checked on every catalog string, the static
// documents (apps/web/public/docs) and the Chinese text in the apps' code (seed data, templates).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/i18n.js';

const ROOT = join(__dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'packages', 'shared', 'locales');
const DOCS = join(ROOT, 'apps', 'web', 'public', 'docs');

type Chinese = 'zh' | 'cn';
/** One piece of text a reader sees, with where it comes from. */
interface Text {
  where: string;
  text: string;
}

function flatten(obj: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object'
      ? flatten(value as Record<string, unknown>, path)
      : [[path, String(value)] as [string, string]];
  });
}

function catalogTexts(lang: Chinese): Text[] {
  return NAMESPACES.flatMap((ns) =>
    flatten(JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')))
      // The language menu names each language in its own script (繁體中文, 简体中文).
      .filter(([key]) => !(ns === 'common' && key.startsWith('language.')))
      .map(([key, text]) => ({ where: `${lang}/${ns}:${key}`, text })),
  );
}

const HTML_LANG: Record<Chinese, string> = { zh: 'zh-Hant', cn: 'zh-Hans' };

/** The documents line by line, without the elements marked as another language (the language links). */
function docTexts(lang: Chinese): Text[] {
  return readdirSync(join(DOCS, lang))
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = readFileSync(join(DOCS, lang, file), 'utf8').replace(
        /<(\w+)\b[^>]*\blang="([^"]+)"[^>]*>[^<]*<\/\1>/g,
        (element, _tag, elementLang) => (elementLang === HTML_LANG[lang] ? element : ''),
      );
      return html.split('\n').map((text, i) => ({ where: `docs/${lang}/${file}:${i + 1}`, text }));
    });
}

/** Lines of the apps' source (seed data, mail templates, components) that hold Chinese text. */
function codeTexts(): Text[] {
  return ['apps/api/src', 'apps/web/src'].flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .flatMap((file) =>
        readFileSync(join(ROOT, dir, file), 'utf8')
          .split('\n')
          .map((text, i) => ({ where: `${relative(ROOT, join(ROOT, dir, file))}:${i + 1}`, text }))
          .filter(({ text }) => /\p{Script=Han}/u.test(text)),
      ),
  );
}

const texts = (lang: Chinese) => [...catalogTexts(lang), ...docTexts(lang)];

/** Every text that contains one of the words (regular expressions), as "where: word (use instead)". */
function uses(list: Text[], words: Record<string, string>): string[] {
  const patterns = Object.entries(words).map(([word, instead]) => [new RegExp(word, 'u'), instead] as const);
  return list.flatMap(({ where, text }) =>
    patterns.flatMap(([pattern, instead]) => {
      const found = text.match(pattern);
      return found ? [`${where}: ${found[0]} (use ${instead})`] : [];
    }),
  );
}

// Hong Kong (or Taiwan) words a mainland reader would not use, and the mainland word.
const NOT_MAINLAND: Record<string, string> = {
  栏位: '字段',
  电邮: '邮箱 for the address, 邮件 for a message',
  资讯: '信息',
  登入: '登录',
  登出: '退出登录',
  帐户: '账户',
  帐号: '账户',
  账号: '账户',
  上载: '上传',
  预设: '默认',
  使用者: '用户',
  档案: '文件, or 个人资料 for a profile',
  履历: '简历',
  联络: '联系',
  搜寻: '搜索',
  载入: '加载',
  储存: '保存',
  伺服器: '服务器',
  连线: '连接',
  视像: '视频',
  影片: '视频',
  程式: '程序',
  数码: '数字',
  讯息: '消息',
  透过: '通过',
  重设: '重置',
  复原: '撤销 or 恢复',
  选取: '选择',
  汇出: '导出',
  专上: '高校',
  义工: '志愿者',
  现时: '目前',
  支援: '支持',
  相片: '照片',
  分页: '标签页',
  清单: '列表',
  检视: '查看',
  列印: '打印',
  短讯: '短信',
  软体: '软件',
  网路: '网络',
  甚么: '什么',
  毋须: '无需',
};

// Mainland or Taiwan words a Hong Kong reader would not use, and the Hong Kong word.
const NOT_HONG_KONG: Record<string, string> = {
  登錄: '登入',
  賬戶: '帳戶',
  帳號: '帳戶',
  賬號: '帳戶',
  簡歷: '履歷',
  視頻: '視像 or 影片',
  默認: '預設',
  字段: '欄位',
  郵箱: '電郵地址',
  上傳: '上載',
  服務器: '伺服器',
  搜索: '搜尋',
  加載: '載入',
  創建: '建立',
  質量: '品質',
  軟體: '軟件',
  網路: '網絡',
  激活: '啟用',
  文檔: '文件',
  菜單: '選單',
  鏈接: '連結',
  短信: '短訊',
  數字支付: '數碼支付',
};

// One term per concept: the variants the glossary replaced, by language.
const OTHER_TERMS: Record<Chinese, Record<string, string>> = {
  zh: {
    企業: '公司 (a participating company)',
    申請人: '應徵者 (someone who applied to a company) or 您',
    候選人: '應徵者',
    '(?<!招)聘用': '錄用 (an offer)',
    電子郵件: '電郵',
    可選: '選填',
    登記: '註冊',
    開放中: '招聘中',
    個人資料收集聲明: '收集個人資料聲明',
  },
  cn: {
    企业: '公司 (a participating company)',
    申请人: '应聘者 (someone who applied to a company) or 您',
    候选人: '应聘者',
    '(?<!招)聘用': '录用 (an offer)',
    岗位: '职位',
    电子邮件: '邮件',
    电子邮箱: '邮箱',
    可选: '选填',
    登记: '注册',
    开放中: '招聘中',
    '在招(?!聘)': '招聘中',
    课程: '专业 (a programme of study)',
    材料: '文件',
    激活: '启用',
  },
};

// In the app the scheme administrator is a role (計劃管理員); the documents name the organisation
// that runs the scheme and holds the data (計劃管理機構) on purpose, so this applies to the catalogs only.
const OTHER_ADMINISTRATOR: Record<Chinese, Record<string, string>> = {
  zh: { 管理機構: '計劃管理員', 管理人: '計劃管理員' },
  cn: { 管理机构: '计划管理员', 管理方: '计划管理员' },
};

// Characters that OpenCC converts one way only although both scripts use them in these words:
// 批准, 恒生 (香港恒生大學 is the official name), 漏斗, 干擾, 群組 (OpenCC gives the older 羣; Hong
// Kong's everyday and government usage is 群組, as in a messaging app's group).
const SHARED_CHARACTERS = new Set(['准', '恒', '斗', '干', '群']);

function memo(convert: (c: string) => string): (c: string) => string {
  const seen = new Map<string, string>();
  return (c) => seen.get(c) ?? seen.set(c, convert(c)).get(c) ?? c;
}

describe('Chinese wording', () => {
  it('addresses the reader as 您, never 你, in both catalogs, the documents and the code', () => {
    const informal = [...texts('zh'), ...texts('cn'), ...codeTexts()]
      .filter(({ text }) => text.includes('你'))
      .map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(informal).toEqual([]);
  });

  it('cn uses mainland Simplified Chinese words, not Hong Kong ones', () => {
    expect(uses(texts('cn'), NOT_MAINLAND)).toEqual([]);
  });

  it('zh uses Hong Kong Traditional Chinese words, not mainland or Taiwan ones', () => {
    expect(uses(texts('zh'), NOT_HONG_KONG)).toEqual([]);
  });

  for (const lang of ['zh', 'cn'] as const) {
    it(`${lang} has one term per concept (the glossary of decision 013)`, () => {
      expect(uses(texts(lang), OTHER_TERMS[lang])).toEqual([]);
      expect(uses(catalogTexts(lang), OTHER_ADMINISTRATOR[lang])).toEqual([]);
    });
  }

  it('zh has no Simplified-only character and cn no Traditional-only character', () => {
    const toHongKong = memo(Converter({ from: 'cn', to: 'hk' }));
    const toMainland = memo(Converter({ from: 'hk', to: 'cn' }));
    const simplifiedOnly = (c: string) => toHongKong(c) !== c && toMainland(c) === c && !SHARED_CHARACTERS.has(c);
    const traditionalOnly = (c: string) => toMainland(c) !== c && toHongKong(c) === c;
    const misplaced = (lang: Chinese, wrong: (c: string) => boolean) =>
      texts(lang).flatMap(({ where, text }) => {
        const found = [...new Set([...text].filter((c) => /\p{Script=Han}/u.test(c) && wrong(c)))];
        return found.length ? [`${where}: ${found.join('')} in ${text.trim()}`] : [];
      });
    expect(misplaced('zh', simplifiedOnly)).toEqual([]);
    expect(misplaced('cn', traditionalOnly)).toEqual([]);
  });

  it('quotes with 「」 in zh and “” in cn', () => {
    expect(uses(texts('zh'), { '“': '「', '”': '」' })).toEqual([]);
    expect(uses(texts('cn'), { '「': '“', '」': '”' })).toEqual([]);
  });
});
