import { z } from 'zod';

/** RFC 9457 problem details; `invalidParams` names every offending parameter of a 400. */
export const Problem = z.object({
  type: z.string().describe('A stable URI reference naming the kind of error.'),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  invalidParams: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
}).meta({ id: 'Problem' });
export type Problem = z.infer<typeof Problem>;
export type InvalidParam = { name: string; reason: string };

/** Every kind of error the service answers, with its status, title and stable type. */
export const PROBLEM_TYPES = {
  'invalid-parameters': { status: 400, title: 'Invalid request parameters' },
  'bad-request': { status: 400, title: 'Malformed HTTP request' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'request-timeout': { status: 408, title: 'Request not received in time' },
  'payload-too-large': { status: 413, title: 'Request body too large' },
  'uri-too-long': { status: 414, title: 'URI too long' },
  'other-build': { status: 403, title: 'Another build is served here' },
  'expectation-failed': { status: 417, title: 'Expectation not supported' },
  'too-many-requests': { status: 429, title: 'Request budget exceeded' },
  'headers-too-large': { status: 431, title: 'Request headers too large' },
  'overloaded': { status: 503, title: 'Too many reads in progress' },
  'internal-error': { status: 503, title: 'Service error' },
} as const;
export type ProblemKind = keyof typeof PROBLEM_TYPES;

/** The problem types as the rows of a Markdown table (type, status, title), for the descriptions that list them. */
export function problemTypeRows(except: readonly ProblemKind[] = []): string {
  return (Object.keys(PROBLEM_TYPES) as ProblemKind[]).filter((kind) => !except.includes(kind))
    .map((kind) => `| \`${problemTypeUri(kind)}\` | ${PROBLEM_TYPES[kind].status} | ${PROBLEM_TYPES[kind].title} |`).join('\n');
}

export function problemTypeUri(kind: ProblemKind): string {
  return `/problems/${kind}`;
}

export function problem(kind: ProblemKind, detail: string, invalidParams?: InvalidParam[]): Problem {
  const { status, title } = PROBLEM_TYPES[kind];
  return { type: problemTypeUri(kind), title, status, detail, ...(invalidParams ? { invalidParams } : {}) };
}

/** The 400 for invalid parameters (HTTP) or arguments (MCP), naming each one once in `detail`. */
export function invalidParametersProblem(invalid: InvalidParam[]): Problem {
  const names = invalid.map((p) => p.name).filter((n, i, all) => all.indexOf(n) === i);
  return problem('invalid-parameters', `invalid parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`, invalid);
}

/** The 429 past the request budget. */
export function overBudgetProblem(capacity: number, retryAfter: number): Problem {
  return problem('too-many-requests', `the request budget of ${capacity} requests per minute is spent; retry in ${retryAfter} s`);
}

export function noRouteProblem(): Problem {
  return problem('not-found', 'there is no resource at this path');
}
