/**
 * The one route table of the back office: every /AdminContent screen of the spec, its group and the
 * operation codes it declares. The menu seed, the Refine resources, the navigation guard, the command
 * palette and the server's permission checks all derive from this file.
 */

export const ADMIN_ROOT = '/AdminContent';
export const HOME_PATH = `${ADMIN_ROOT}/Home`;
export const LOGIN_PATHS = ['/Login', '/Index/Login'] as const;

/** Screens a signed-in user may always open (spec 2, Navigation guard). */
export const ALWAYS_ALLOWED_SCREENS = ['Home', 'OrderDetail', 'WarningNotify', 'OrderAudit'] as const;

/** Group names that the guard sends to Home (spec 2, Navigation guard). */
export const GUARD_GROUP_NAMES = [
  'AuditSystem', 'AfterLoanSystem', 'CollectionSystem', 'CollectionSystemNew', 'UserSystem', 'ReportSystem',
  'LoanSupermarketSystem', 'RiskControlSystem', 'OperationSystem', 'MerchantSystem', 'OrderDetailAudit',
  'TelemarketingSystem', 'MarketingManagement', 'QualitySystem', 'ScheduleManage',
] as const;

/** Buttons (operation codes) declared per screen; the code is `${group}:${screen}:${action}`. */
const SCREEN_ACTIONS: Record<string, readonly string[]> = {
  'WarningNotify': ['viewAll'],
  'UserSystem/UserManagement': ['add', 'update', 'freeze', 'unfreeze', 'resetPwd', 'resetMFA', 'revealSensitive'],
  'UserSystem/DepartmentManagement': ['add', 'update', 'delete'],
  'UserSystem/RoleManagement': ['add', 'update', 'delete', 'assign', 'sensitive'],
  'UserSystem/MenuManagement': ['add', 'update', 'delete', 'enable'],
  'UserSystem/MultiLanguageConfiguration': ['add', 'update', 'delete', 'enable'],
  'UserSystem/DataDictionary': ['add', 'update', 'delete', 'enable'],
  'RiskControlSystem/RuleSet': ['add', 'update', 'delete', 'enable'],
  'RiskControlSystem/RiskControlModel': ['add', 'update', 'delete', 'enable'],
  'RiskControlSystem/ListManagement': ['add', 'update', 'delete', 'enable'],
  'RiskControlSystem/RiskPricingConfiguration': ['add', 'update', 'delete', 'enable'],
  'OperationSystem/ProductConfig': ['add', 'update', 'delete', 'enable'],
  'OrderDetailAudit/OrderDetail': ['call', 'reveal'],
  'OrderDetailAudit/OrderAudit': ['submit', 'follow', 'call'],
  'AuditSystem/OrderAllocation': ['allocate', 'reallocate', 'autoAllocate'],
  'AuditSystem/OrderManagement': ['export'],
  'AuditSystem/OrderManagementAbridgment': ['export'],
  'AuditSystem/MachineReviewRetrieval': ['retrieve'],
  'AuditSystem/RejectOrderReviewConfig': ['add', 'update', 'delete', 'enable'],
  'AuditSystem/RejectOrderReview': ['apply', 'approve', 'reject'],
  'AuditSystem/AuditPersonnel': ['add', 'update', 'delete', 'freeze', 'unfreeze'],
  'AuditSystem/AuditConfiguration': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/LoanManagement': ['disburse', 'resend', 'recreate', 'confirm', 'cancel', 'export'],
  'AfterLoanSystem/RepaymentManagement': ['repay', 'zeroSettle', 'export'],
  'AfterLoanSystem/RepaymentManagementNew': ['repay', 'rollback', 'export'],
  'AfterLoanSystem/RepaymentManagementMerge': ['repay', 'export'],
  'AfterLoanSystem/LoanerManagement': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/RepaymentAccountManagement': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/BalanceManagement': ['add', 'update', 'record'],
  'AfterLoanSystem/ReconciliationManagement': ['run', 'export'],
  'AfterLoanSystem/AutomaticLoanCancelConfig': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/AutoSettlementConfig': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/FlowRecordSupplement': ['supplement'],
  'AfterLoanSystem/WalletRecords': ['cancel', 'retry'],
  'AfterLoanSystem/AutoWriteOffAmountConfig': ['add', 'update', 'delete', 'enable'],
  'AfterLoanSystem/LoanRouting': ['add', 'update', 'delete', 'enable'],
  'CollectionSystem/CancelAfterVerificationManagement': ['import'],
  'CollectionSystem/RollbackFlow': ['rollback'],
  'ChargeToAnAccountSystem/ClientRefundManagement': ['apply', 'reRefund', 'export'],
  'ChargeToAnAccountSystem/ClientRefundAuditManagement': ['approve', 'reject'],
  'ChargeToAnAccountSystem/CashTransferApplyFor': ['submit', 'update', 'giveUp', 'detail', 'export'],
  'ChargeToAnAccountSystem/CashTransferAudit': ['audit', 'payout', 'markSuccess', 'confirm', 'export'],
};

const SCREEN_TREE = {
  '': ['Home', 'WarningNotify'],
  OrderDetailAudit: ['OrderDetail', 'OrderAudit'],
  AuditSystem: ['OrderAllocation', 'MyAudit', 'OrderManagement', 'OrderManagementAbridgment', 'AuditPersonnel',
    'AuditConfiguration', 'MachineReviewRetrieval', 'RejectOrderReviewConfig', 'RejectOrderReview'],
  AfterLoanSystem: ['LoanManagement', 'RepaymentManagementMerge', 'RepaymentManagement', 'RepaymentManagementNew',
    'LoanerManagement', 'RepaymentAccountManagement', 'BalanceManagement', 'ReconciliationManagement',
    'AutomaticLoanCancelConfig', 'AutoSettlementConfig', 'FlowRecordSupplement', 'WalletRecords',
    'AutoWriteOffAmountConfig', 'LoanRouting'],
  CollectionSystem: ['MyCollection', 'CaseAllocation', 'CancelAfterVerificationManagement', 'OutCollectionList',
    'BadDebtManagement', 'CollectionPersonnel', 'DeductionAmountManagement', 'RollbackFlow', 'RoboticTask',
    'CollectionPersonnelMonitoring', 'repaymentDetails', 'PreReminderCaseDivisionPolicy', 'CollectLevelDevisionPolicy',
    'NineFourAiTask', 'NineFourAiCallRecord', 'NineFourAiCallBack', 'NineFourAiSmsBack', 'AIallocationConfig'],
  CollectionSystemNew: ['MyCollectionNew', 'CancelAfterVerificationManagementNew', 'DeductionAmountManagementNew',
    'CaseAllocationNew', 'OutCollectionListNew', 'BadDebtManagementNew', 'CollectionPersonnelNew', 'RollbackFlowNew',
    'RoboticTaskNew', 'RepaymentDetailsNew', 'PenaltyInterestReductionStrategiesNew', 'collectionMerge',
    'CaseAllocationMerge'],
  UserSystem: ['UserManagement', 'DepartmentManagement', 'RoleManagement', 'MenuManagement',
    'MultiLanguageConfiguration', 'DataDictionary'],
  ReportSystem: ['FinancialReport', 'OperationReport', 'CollectionReport', 'ApprovalReport', 'PerformanceReport'],
  RiskControlSystem: ['RuleSet', 'RiskControlModel', 'ListManagement', 'RiskPricingConfiguration'],
  OperationSystem: ['ProductConfig', 'AppVersionsManagement', 'CouponCodeManagement', 'CustomerServiceHotlineManagement',
    'OrganizationMerchantManagement', 'TrafficPersonnel', 'LaunchManagement', 'VerificationCodeManagement',
    'AnnouncementManagement', 'MerchantLoanAmountManagement', 'SmsRouterConfig', 'SensitiveInfoConfig',
    'MarketingSmsRouterConfig', 'AppContentManagement', 'ActivitiesConfiguration', 'SupermarketPlatforms',
    'MessageCenterAppManagement', 'SensitiveWordConfig', 'MessageTemplateConfiguration', 'BusinessNode',
    'AiMarketingPushTask', 'TemporaryCreditLimitIssuance'],
  LoanSupermarketSystem: ['LoanSupermarketProductManagement', 'LoanSupermarketVipLevelManagement',
    'LoanSupermarketRecommendProductManagement', 'ReviewDataMaintain'],
  MerchantSystem: ['MerchantConfigManagement', 'OrderAcquireManagement', 'ConsumptionRecord', 'RechargeRecord',
    'ConsumptionTypeConfig', 'ArtificialBlacklistLibrary', 'MaturityConfigManagement', 'ContactBlacklist'],
  ChargeToAnAccountSystem: ['ClientRefundManagement', 'ClientRefundAuditManagement', 'CashTransferApplyFor',
    'CashTransferAudit'],
  TelemarketingSystem: ['ListLibraryManagement', 'AbandonedListLibraryManagement', 'ImportRecord', 'DialTask',
    'Approval', 'MyIncoming', 'MyLoan', 'TelemarketingPersonnel', 'RoboticTask', 'InboundOrderConfig',
    'TeleMarketingBlackList', 'BaseTypeOption'],
  MarketingManagement: ['SmsMarketingTemplate', 'SmsMarketingTask', 'RoboticTask', 'UnrenewedLoanSmsConfig'],
  CustomerServiceSystem: ['ListLibraryManage', 'CallingAssignments', 'CustomerServiceStaff', 'Feedback',
    'CustomerFeedback', 'CustomerInCallRecord', 'CustomerManage', 'AiHelpUidDecrypt', 'CustomerServiceCouponConfig',
    'CustomerServiceCouponAudit', 'MyCustomerServiceCouponApply'],
  AppraisalSystem: ['EmployeeDisciplineData'],
  QualitySystem: ['QualityCenter'],
  ScheduleManage: ['ScheduleCaseManage', 'SchedulePlan', 'MySchedule', 'ScheduleAbnormalThreshold'],
} as const satisfies Record<string, readonly string[]>;

export type GroupName = Exclude<keyof typeof SCREEN_TREE, ''>;

export interface ScreenDef {
  /** `Group/Screen`, or `Screen` for the top-level ones; unique. */
  key: string;
  group: GroupName | null;
  name: string;
  /** Full path, e.g. /AdminContent/UserSystem/UserManagement. */
  path: string;
  /** i18n key of the menu label. */
  labelKey: string;
  /** Operation code that opens the screen and reads its data. */
  viewCode: string;
  /** Operation codes of the screen's buttons, by action name. */
  actionCodes: Readonly<Record<string, string>>;
}

export const GROUPS = Object.keys(SCREEN_TREE).filter((g): g is GroupName => g !== '');

export const groupLabelKey = (group: GroupName) => `menu.groups.${group}`;

const codePrefix = (key: string) => key.replace('/', ':');

function buildScreen(group: GroupName | null, name: string): ScreenDef {
  const key = group ? `${group}/${name}` : name;
  const prefix = codePrefix(key);
  const actions = SCREEN_ACTIONS[key] ?? [];
  return {
    key,
    group,
    name,
    path: `${ADMIN_ROOT}/${key}`,
    labelKey: `menu.screens.${key.replace('/', '.')}`,
    viewCode: `${prefix}:view`,
    actionCodes: Object.fromEntries(actions.map((a) => [a, `${prefix}:${a}`])),
  };
}

export const SCREENS: readonly ScreenDef[] = Object.entries(SCREEN_TREE).flatMap(([group, names]) =>
  names.map((name) => buildScreen(group === '' ? null : (group as GroupName), name)));

export const SCREENS_BY_KEY: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.key, s]));

export function screen(key: string): ScreenDef {
  const found = SCREENS_BY_KEY.get(key);
  if (!found) throw new Error(`Unknown screen ${key}`);
  return found;
}

/** The operation code of one button of a screen; throws at start-up if the action is not declared. */
export function actionCode(key: string, action: string): string {
  const code = screen(key).actionCodes[action];
  if (!code) throw new Error(`Screen ${key} declares no action ${action}`);
  return code;
}

export function viewCode(key: string): string {
  return screen(key).viewCode;
}

/** Every operation code of the product. */
export const ALL_OPERATION_CODES: readonly string[] = SCREENS.flatMap((s) => [s.viewCode, ...Object.values(s.actionCodes)]);
