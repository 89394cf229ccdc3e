/** The part of qs (no type package installed) that router-provider.ts uses, as @refinedev/react-router calls it. */
declare module 'qs' {
  interface ParseOptions {
    ignoreQueryPrefix?: boolean;
    depth?: number;
  }
  const qs: { parse(text: string, options?: ParseOptions): Record<string, unknown> };
  export default qs;
}
