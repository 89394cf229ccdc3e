/** RiskControlSystem: RuleSet, RiskControlModel, ListManagement and RiskPricingConfiguration. */
import type { RouteDef } from '../../core/route';
import { riskListRoutes } from './risk-list.routes';
import { riskModelRoutes } from './risk-model.routes';
import { riskPricingRoutes } from './risk-pricing.routes';
import { ruleSetRoutes } from './rule-set.routes';

export const routes: readonly RouteDef[] = [...ruleSetRoutes, ...riskModelRoutes, ...riskListRoutes, ...riskPricingRoutes];
