import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedDemoAppContent } from './app-content';
import { seedDemoContact, syncBusinessNodes } from './contact';
import { seedDemoCoupons } from './coupons';
import { seedDemoCsCalling } from './cs-calling';
import { seedDemoCustomerService } from './customer-service';
import { seedDemo } from './demo';
import { seedDemoCaseCapacity, seedDemoSchedule } from './schedule';
import { syncQualityDefaults } from './quality';
import { seedDemoMerchantConfig } from './merchant-config';
import { seedDemoLoanSupermarket } from './loan-supermarket';
import { syncDictionaries } from './dictionaries';
import { syncLanguages } from './languages';
import { syncMenus } from './menus';
import { seedOriginationConfig } from './origination';
import { seedDemoTelemarketingLists } from './telemarketing-lists';
import { seedDemoTelemarketingWork } from './telemarketing-work';

/** Reference data (menus from the route table, dictionaries, languages) on every start; demo data into an empty database. */
export async function prepareData(db: Db, { demo }: { demo: boolean }): Promise<{ seededDemo: boolean }> {
  return db.transaction(async (tx) => {
    const menuIds = await syncMenus(tx);
    await syncDictionaries(tx);
    await syncLanguages(tx);
    await syncBusinessNodes(tx);
    await syncQualityDefaults(tx);
    const [{ total }] = await tx.select({ total: count() }).from(users);
    if (!demo || Number(total) > 0) return { seededDemo: false };
    await seedDemo(tx, menuIds);
    await seedOriginationConfig(tx);
    await seedDemoContact(tx);
    await seedDemoAppContent(tx);
    await seedDemoLoanSupermarket(tx);
    await seedDemoMerchantConfig(tx);
    await seedDemoCustomerService(tx);
    await seedDemoCsCalling(tx);
    await seedDemoTelemarketingLists(tx);
    await seedDemoTelemarketingWork(tx);
    await seedDemoCoupons(tx);
    await seedDemoSchedule(tx);
    await seedDemoCaseCapacity(tx);
    return { seededDemo: true };
  });
}
