/**
 * Which merchants' orders a user sees: the merchant they belong to and their associated merchants. A user
 * with neither (head office) sees all merchants. One definition for every module: server/core/merchant-scope.ts.
 */
export { merchantScopeOf } from '../../core/merchant-scope';
