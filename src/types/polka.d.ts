// The slice of polka 0.5 this project uses (its own package ships no types).
declare module 'polka' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Handler = (req: any, res: ServerResponse, next: (error?: unknown) => void) => void;
  interface Polka {
    use(...handlers: Handler[]): Polka;
    get(pattern: string, ...handlers: Handler[]): Polka;
    all(pattern: string, ...handlers: Handler[]): Polka;
    /** The route of a method and path (the handler looks every request up through it). */
    find(method: string, path: string): unknown;
    handler(req: IncomingMessage, res: ServerResponse): void;
  }
  interface Options {
    onError?: (error: unknown, req: any, res: ServerResponse, next: () => void) => void;
    onNoMatch?: (req: any, res: ServerResponse) => void;
  }
  export default function polka(options?: Options): Polka;
}
