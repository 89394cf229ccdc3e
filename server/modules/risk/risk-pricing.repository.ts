/** RiskPricingConfiguration rows, for the generic CRUD. */
import { crudSource } from '../../core/crud/crud.repository';
import { riskPricing } from '../../db/schema';

export const riskPricingSource = crudSource(riskPricing);
