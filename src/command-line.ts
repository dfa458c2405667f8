/**
 * The command lines of the build and the server: one table of options, each
 * also an environment variable, from which parsing, `--help` and the README's
 * table all come. A flag on the command line wins over its variable, and the
 * variable over the default.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** The environment variable that sets it when the flag is not given. */
  env: string;
  default?: string | boolean;
  /** What the value looks like in `--help` (strings only). */
  value?: string;
  help: string;
}

export type OptionTable = Record<string, OptionSpec>;

export type Parsed<T extends OptionTable> = {
  [K in keyof T]: T[K]['type'] extends 'boolean' ? boolean : T[K] extends { default: string } ? string : string | undefined;
};

/** Where each option's value came from, so that a message about a bad value names what the operator set. */
export type Sources<T extends OptionTable> = Record<keyof T, 'flag' | 'env' | 'default'>;

export type ParsedCommandLine<T extends OptionTable> = Parsed<T> & { help: boolean; version: boolean; sources: Sources<T> };

export class UsageError extends Error {
  override name = 'UsageError';
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

/** Parses `argv` against the table, falling back to the environment, then to the defaults. */
export function parseCommandLine<T extends OptionTable>(argv: string[], table: T, env: NodeJS.ProcessEnv = process.env): ParsedCommandLine<T> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, { type: spec.type }])),
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const out: Record<string, unknown> = { help: values.help === true, version: values.version === true };
  const sources: Record<string, 'flag' | 'env' | 'default'> = {};
  for (const [name, spec] of Object.entries(table)) {
    const fromEnv = env[spec.env];
    sources[name] = 'env';
    if (values[name] !== undefined) {
      out[name] = values[name];
      sources[name] = 'flag';
    } else if (fromEnv !== undefined && spec.type === 'boolean') {
      const text = fromEnv.trim().toLowerCase();
      if (!TRUE.has(text) && !FALSE.has(text)) throw new UsageError(`${spec.env} takes true or false, not "${fromEnv}"`);
      out[name] = TRUE.has(text);
    } else if (fromEnv !== undefined && fromEnv !== '') out[name] = fromEnv;
    else {
      out[name] = spec.default ?? (spec.type === 'boolean' ? false : undefined);
      sources[name] = 'default';
    }
  }
  out.sources = sources;
  return out as ParsedCommandLine<T>;
}

/** The option as the operator set it: its environment variable when the value came from there, else its flag. */
export function optionLabel<T extends OptionTable>(args: ParsedCommandLine<T>, table: T, name: keyof T & string): string {
  return args.sources[name] === 'env' ? table[name]!.env : `--${name}`;
}

/**
 * A value that is not what the option takes, in the words the operator used: the
 * environment variable when the value came from it (a unit file, a container's
 * settings), else the flag. `takes` says what it takes, e.g. "a whole number".
 */
export function badValue<T extends OptionTable>(args: ParsedCommandLine<T>, table: T, name: keyof T & string, takes: string): string {
  const value = String(args[name]);
  if (args.sources[name] === 'env') {
    const variable = table[name]!.env;
    const fallback = table[name]!.default;
    return `the environment variable ${variable} is "${value}", but it takes ${takes}; set it to one${fallback === undefined || fallback === '' ? ', or unset it' : `, or unset it for the default (${fallback})`}`;
  }
  return `--${name} is "${value}", but it takes ${takes}`;
}

/** `--help`: the usage lines, then every option with its variable and default. */
export function helpText(usage: string[], table: OptionTable): string {
  const rows = Object.entries(table).map(([name, spec]) => {
    const flag = `--${name}${spec.type === 'string' ? ` <${spec.value ?? 'value'}>` : ''}`;
    const fallback = spec.default === undefined || spec.default === false || spec.default === '' ? '' : ` (default: ${spec.default})`;
    return [flag, spec.env, `${spec.help}${fallback}`] as const;
  });
  rows.push(['--help, -h', '', 'Show this help and exit.'], ['--version', '', 'Print the version and exit.']);
  const flagWidth = Math.max(...rows.map((r) => r[0].length));
  const envWidth = Math.max(...rows.map((r) => r[1].length));
  return [
    ...usage,
    '',
    'Options (each also an environment variable; the flag wins):',
    ...rows.map(([flag, env, help]) => `  ${flag.padEnd(flagWidth)}  ${env.padEnd(envWidth)}  ${help}`),
    '',
  ].join('\n');
}

export const PACKAGE_VERSION = (await import('../package.json', { with: { type: 'json' } })).default.version as string;
