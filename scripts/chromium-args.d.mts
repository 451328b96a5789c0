/** Types for chromium-args.mjs (plain JS so the WTR config can import it). */
export declare const CHROMIUM_ARGS: readonly string[];
export declare const BENCH_CHROMIUM_ARGS: readonly string[];
export declare const BENCH_CHROME_PATH: string;
