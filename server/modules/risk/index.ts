/** The risk configuration screens' routes: RuleSet, RiskControlModel, ListManagement, RiskPricingConfiguration. */
import { riskListRoutes } from './risk-list.routes';
import { riskModelRoutes } from './risk-model.routes';
import { riskPricingRoutes } from './risk-pricing.routes';
import { ruleSetRoutes } from './rule-set.routes';

export const riskRoutes = [...ruleSetRoutes, ...riskModelRoutes, ...riskListRoutes, ...riskPricingRoutes];
