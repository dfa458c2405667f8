/** Types of launch.mjs (plain JavaScript, so that Node runs it without a loader). */
export declare function bundleOf(script: string): string;
export declare function bundleIsFresh(script: string): boolean;
export declare function bundleCommand(script: string): Promise<void>;
