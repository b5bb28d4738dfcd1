import {
  type Field,
  fieldsOf,
  type Operation,
  type RequestOptions,
  type RequestParts,
  type Sample,
  validParts,
  withField,
} from './openapi-requests';

/** mulberry32: a small seeded generator, so a failing input can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Values of the wrong kind, size or shape for whatever field they land in. */
const ODD_VALUES: readonly (() => unknown)[] = [
  () => null,
  () => true,
  () => [],
  () => ({}),
  () => [[[]]],
  () => ({ nested: { deeper: [1, 'x', null] } }),
  () => '',
  () => ' ',
  () => 'x'.repeat(100_000),
  () => -1,
  () => 0,
  () => 1.5,
  () => -0.0001,
  () => 2_147_483_648,
  () => 9_007_199_254_740_991,
  () => 1e308,
  () => 'NaN',
  () => 'Infinity',
  () => '-Infinity',
  () => '1e400',
  () => '0x1F',
  () => '00000000-0000-0000-0000-00000000000g',
  () => '11111111-1111-1111-1111-111111111111',
  () => 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  () => 'not-a-uuid',
  () => '../../etc/passwd',
  () => "'; drop table users; --",
  () => '%00%ZZ',
  () => '\u0000',
  () => 'a\u0000b',
  () => '\ud800',
  () => 'zaĺgo̶͖ 🏟️ ‮rtl‬ 漢字',
  () => '\u202e\u200b\ufeff',
  () => '9999-99-99',
  () => '2031-02-30T25:61:00Z',
  () => '0001-01-01T00:00:00Z',
  () => '+275760-09-13T00:00:00Z',
  () => '<script>alert(1)</script>',
  () => ['a', 'b'],
];

/** Whole bodies that are not what any JSON route expects. */
const ODD_BODIES: readonly (() => string)[] = [
  () => '',
  () => '{',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '12',
  () => 'true',
  () => deepArray(20_000),
  () => deepObject(20_000),
  () => deepArray(200),
  () => '{"__proto__": {"polluted": true}}',
  () => '{"constructor": {"prototype": {"polluted": true}}}',
  () => '\u0000',
  () => '{"a":1e400}',
  () => '\ufeff{}',
  () => 'x'.repeat(2 * 1024 * 1024),
];

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  '',
];

export type FuzzCase = {
  operation: Operation;
  parts: RequestParts;
  options: RequestOptions;
  /** What was done to the request, for the failure message. */
  description: string;
};

/** One fuzzed request: a valid baseline with one thing broken (or two, now and then). */
export function fuzzCase(
  random: Random,
  operation: Operation,
  sample: Sample,
  cookie: string | undefined,
): FuzzCase {
  let parts = validParts(operation, sample);
  const options: RequestOptions = { cookie };
  const changes: string[] = [];
  const fields = fieldsOf(operation);
  const rounds = random.next() < 0.2 ? 2 : 1;
  for (let round = 0; round < rounds; round += 1) {
    const strategy = random.int(10);
    if (strategy < 5 && fields.length) {
      const { field } = random.pick(fields);
      const value = random.pick(ODD_VALUES)();
      parts = withField(parts, field, value);
      changes.push(`${describeField(field)}=${preview(value)}`);
    } else if (strategy < 6) {
      // A field the contract does not know, or a query parameter given twice.
      const name = random.pick(['extra', 'id', '__proto__', 'constructor', 'limit', 'sportId']);
      parts = withField(parts, { in: random.next() < 0.5 ? 'query' : 'body', path: [name] }, [
        '1',
        '2',
      ]);
      changes.push(`extra ${name}`);
    } else if (strategy < 8 && operation.method !== 'GET' && operation.method !== 'HEAD') {
      options.rawBody = random.pick(ODD_BODIES)();
      changes.push(`body ${preview(options.rawBody)}`);
    } else if (strategy < 9 && operation.method !== 'GET' && operation.method !== 'HEAD') {
      options.contentType = random.pick(ODD_CONTENT_TYPES);
      options.rawBody ??= JSON.stringify(parts.body ?? {});
      changes.push(`content-type "${options.contentType}"`);
    } else {
      const pathFields = fields.filter(({ field }) => field.in === 'path');
      if (!pathFields.length) continue;
      const { field } = random.pick(pathFields);
      const value = random.pick(ODD_VALUES)();
      parts = withField(parts, field, value);
      changes.push(`${describeField(field)}=${preview(value)}`);
    }
  }
  return {
    operation,
    parts,
    options,
    description: `${operation.method} ${operation.path} ${cookie ? 'signed in' : 'signed out'}: ${changes.join(', ') || 'baseline'}`,
  };
}

function describeField(field: Field) {
  return `${field.in}:${field.path.join('.')}`;
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}
