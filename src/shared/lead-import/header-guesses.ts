import type { ImportField } from './import-fields';

/**
 * Headers people give each field, in the five languages of the app (en, es, fr, pt-BR, zh-CN),
 * compared once folded (no case, accents, spaces or punctuation). A firm's book comes from
 * another system, so several spellings per language.
 */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  market: ['market', 'country', 'mercado', 'pais', 'marche', 'pays', '市场', '国家'],
  first_name: [
    'first name',
    'given name',
    'firstname',
    'nombre',
    'prenom',
    'nome',
    'primeiro nome',
    '名',
    '名字',
  ],
  last_name: [
    'last name',
    'surname',
    'family name',
    'lastname',
    'apellido',
    'apellidos',
    'nom',
    'nom de famille',
    'sobrenome',
    '姓',
    '姓氏',
  ],
  email: [
    'email',
    'e-mail',
    'email address',
    'correo',
    'correo electronico',
    'courriel',
    'adresse e-mail',
    'adresse email',
    'e-mail address',
    '邮箱',
    '电子邮件',
    '电子邮箱',
  ],
  mobile: [
    'mobile',
    'phone',
    'mobile phone',
    'cell',
    'movil',
    'telefono',
    'celular',
    'mobile number',
    'portable',
    'telephone',
    'telefone',
    '手机',
    '电话',
    '手机号码',
  ],
  business_name: [
    'business name',
    'company',
    'company name',
    'business',
    'empresa',
    'nombre de la empresa',
    'entreprise',
    'raison sociale',
    'nom de l entreprise',
    'societe',
    'nom de la societe',
    'organization',
    'organisation',
    'account name',
    'nome da empresa',
    '企业名称',
    '公司名称',
    '公司',
  ],
  business_number: [
    'abn',
    'nzbn',
    'abn nzbn',
    'business number',
    'numero de empresa',
    'numero d entreprise',
    'numero da empresa',
    'cnpj',
    '企业编号',
    '商业编号',
  ],
  business_structure: [
    'business structure',
    'structure',
    'entity type',
    'estructura',
    'estructura empresarial',
    'structure juridique',
    'forme juridique',
    'estrutura',
    'estrutura empresarial',
    '企业结构',
    '企业类型',
  ],
  industry: ['industry', 'sector', 'industria', 'secteur', 'secteur d activite', 'setor', '行业'],
  time_trading: [
    'time trading',
    'time in business',
    'antiguedad',
    'tiempo operando',
    'anciennete',
    'tempo de atividade',
    '经营时间',
    '经营年限',
  ],
  annual_revenue: [
    'annual revenue',
    'revenue',
    'turnover',
    'ingresos anuales',
    'facturacion',
    'chiffre d affaires',
    'chiffre d affaires annuel',
    'faturamento anual',
    'receita anual',
    '年收入',
    '年营业额',
  ],
  amount: [
    'amount',
    'loan amount',
    'amount requested',
    'monto',
    'importe',
    'monto solicitado',
    'montant',
    'montant demande',
    'valor',
    'valor solicitado',
    '金额',
    '贷款金额',
    '申请金额',
  ],
  purpose: [
    'purpose',
    'loan purpose',
    'finalidad',
    'proposito',
    'objet',
    'objet du financement',
    'finalidade',
    '用途',
    '贷款用途',
  ],
  term_months: [
    'term',
    'term months',
    'term in months',
    'plazo',
    'plazo en meses',
    'duree',
    'duree en mois',
    'prazo',
    'prazo em meses',
    '期限',
    '期限 月',
    '贷款期限',
  ],
  region: [
    'region',
    'state',
    'state region',
    'estado',
    'provincia',
    'etat',
    'région',
    '州',
    '地区',
    '州 地区',
  ],
};

/** A header as compared: lower case, no accents, words separated by one space. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const GUESSES = new Map<string, ImportField>(
  (Object.entries(HEADER_WORDS) as [ImportField, readonly string[]][]).flatMap(([field, words]) =>
    words.map((word) => [foldHeader(word), field] as const),
  ),
);

/**
 * The field the longest run of a header's words names ("Mobile Phone Number": "mobile phone";
 * "Country/Region": "country", the first of two runs as long): CRM exports add words around
 * the name of a field.
 */
function fieldWithin(folded: string): ImportField | undefined {
  const words = folded.split(' ');
  for (let length = words.length - 1; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const field = GUESSES.get(words.slice(start, start + length).join(' '));
      if (field) return field;
    }
  }
  return undefined;
}

/**
 * Field -> column index for a file's headers: the admin's own earlier choices first (`saved`,
 * folded header -> field), then the words above, whole headers before words within them (an
 * "E-mail" column wins over "E-mail opt out"); each field to its first column only.
 */
export function guessMapping(
  headers: readonly string[],
  saved: Record<string, string> = {},
): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  const folded = headers.map(foldHeader);
  const passes = [
    (header: string) => saved[header] ?? GUESSES.get(header),
    (header: string) => fieldWithin(header),
  ];
  for (const guess of passes) {
    folded.forEach((header, index) => {
      if (taken.has(index) || header === '') return;
      const field = guess(header);
      if (field && isImportField(field) && mapping[field] === undefined) {
        mapping[field] = index;
        taken.add(index);
      }
    });
  }
  return mapping;
}

function isImportField(value: string): value is ImportField {
  return Object.hasOwn(HEADER_WORDS, value);
}
