/**
 * The one route table of the back office: every /AdminContent screen of the spec, its group, and for a built
 * screen one row naming its server module, API path, i18n namespaces and button operation codes. The menu seed,
 * the Refine resources, the navigation guard, the command palette, the screens' lazy loading and the server's
 * permission checks all derive from this file.
 */

export const ADMIN_ROOT = '/AdminContent';
export const HOME_PATH = `${ADMIN_ROOT}/Home`;
export const LOGIN_PATHS = ['/Login', '/Index/Login'] as const;
/** The built HTML the server sends for LOGIN_PATHS: index.html with the sign-in page's files preloaded (scripts/login-preload.ts). */
export const LOGIN_HTML = 'login.html';
export const isLoginPath = (path: string) => LOGIN_PATHS.some((login) => login.toLowerCase() === path.toLowerCase());

/**
 * Where sign-in leads: the page the user asked for before being sent to sign in (the `to` query Refine's
 * Authenticated appends, e.g. a copied list link with its filters), when it is a back-office path; else Home.
 * Anything else (another origin, `//host`, a backslash trick) falls back to Home.
 */
export function returnPathAfterSignIn(to: string | null | undefined): string {
  const path = to?.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(`${ADMIN_ROOT}/`) || /[\\\s]|\/\//.test(path)) return HOME_PATH;
  return to as string;
}

/** Screens a signed-in user may always open (spec 2, Navigation guard). */
export const ALWAYS_ALLOWED_SCREENS = ['Home', 'OrderDetail', 'WarningNotify', 'OrderAudit'] as const;

/** Group names that the guard sends to Home (spec 2, Navigation guard). */
export const GUARD_GROUP_NAMES = [
  'AuditSystem', 'AfterLoanSystem', 'CollectionSystem', 'CollectionSystemNew', 'UserSystem', 'ReportSystem',
  'LoanSupermarketSystem', 'RiskControlSystem', 'OperationSystem', 'MerchantSystem', 'OrderDetailAudit',
  'TelemarketingSystem', 'MarketingManagement', 'QualitySystem', 'ScheduleManage',
] as const;

/** What a screen declares beside its name. A screen of the spec that is not built yet declares nothing. */
export interface ScreenRow {
  /** The server module that serves it: server/modules/<module>/<module>.module.ts. */
  module?: string;
  /** The first segment of its API paths, e.g. `user` for user/list. */
  api?: string;
  /** The i18n namespaces its code reads, loaded before it renders (the shell's are loaded at start-up). */
  i18n?: readonly string[];
  /** Its buttons; each is the operation code `${group}:${screen}:${action}`. */
  actions?: readonly string[];
}

const CRUD = ['add', 'update', 'delete', 'enable'] as const;

/** Every screen, by group ('' for the top-level ones), in menu order. */
const SCREEN_TREE = {
  '': {
    Home: { module: 'home', api: 'home' },
    WarningNotify: { module: 'outbox', api: 'message', actions: ['viewAll'] },
  },
  OrderDetailAudit: {
    OrderDetail: { module: 'order-detail', api: 'orderDetail', i18n: ['orderDetail', 'order', 'machineDecision', 'ruleSet'], actions: ['call', 'reveal'] },
    OrderAudit: { module: 'order-detail', api: 'orderAudit', i18n: ['orderDetail', 'order', 'machineDecision', 'ruleSet'], actions: ['submit', 'follow', 'call'] },
  },
  AuditSystem: {
    OrderAllocation: { module: 'order-allocation', api: 'orderAllocation', i18n: ['orderAllocation', 'order', 'schedule'], actions: ['allocate', 'reallocate', 'autoAllocate'] },
    MyAudit: { module: 'my-audit', api: 'myAudit', i18n: ['myAudit', 'order'] },
    OrderManagement: { module: 'order-management', api: 'orderManagement', i18n: ['orderManagement', 'order'], actions: ['export'] },
    OrderManagementAbridgment: { module: 'order-management', api: 'orderManagementAbridgment', i18n: ['orderManagement', 'order'], actions: ['export'] },
    AuditPersonnel: { module: 'audit-personnel', api: 'auditPersonnel', i18n: ['auditPersonnel'], actions: ['add', 'update', 'delete', 'freeze', 'unfreeze'] },
    AuditConfiguration: { module: 'audit-configuration', api: 'auditConfiguration', i18n: ['auditConfiguration'], actions: CRUD },
    MachineReviewRetrieval: { module: 'order-salvage', api: 'orderSalvage', i18n: ['orderSalvage', 'order'], actions: ['retrieve'] },
    RejectOrderReviewConfig: { module: 'order-review', api: 'orderReviewConfig', i18n: ['orderReviewConfig'], actions: CRUD },
    RejectOrderReview: { module: 'order-review', api: 'orderReview', i18n: ['orderReview', 'orderSalvage', 'order'], actions: ['apply', 'approve', 'reject'] },
  },
  AfterLoanSystem: {
    LoanManagement: { module: 'pay-manage', api: 'payManage', i18n: ['loan', 'order'], actions: ['disburse', 'resend', 'recreate', 'confirm', 'cancel', 'export'] },
    RepaymentManagementMerge: { module: 'repay-manage', api: 'rePayManage', i18n: ['repay'], actions: ['repay', 'export'] },
    RepaymentManagement: { module: 'repay-manage', api: 'rePayManage', i18n: ['repay'], actions: ['repay', 'zeroSettle', 'export'] },
    RepaymentManagementNew: { module: 'repay-manage', api: 'rePayManage', i18n: ['repay'], actions: ['repay', 'rollback', 'export'] },
    LoanerManagement: { module: 'loaner-account', api: 'loanerAccount', i18n: ['loanerAccount', 'afterLoanSettings'], actions: CRUD },
    RepaymentAccountManagement: { module: 'repayment-account', api: 'repaymentAccount', i18n: ['repaymentAccount', 'afterLoanSettings'], actions: CRUD },
    BalanceManagement: { module: 'balance', api: 'balance', i18n: ['balance', 'repay'], actions: ['add', 'update', 'record'] },
    ReconciliationManagement: { module: 'reconciliation', api: 'reconciliation', i18n: ['reconciliation', 'order'], actions: ['run', 'export'] },
    AutomaticLoanCancelConfig: { module: 'loan-cancel', api: 'autoLoanCancelConfig', i18n: ['autoLoanCancelConfig', 'afterLoanSettings'], actions: CRUD },
    AutoSettlementConfig: { module: 'auto-settlement-config', api: 'autoSettlementConfig', i18n: ['autoSettlementConfig', 'afterLoanSettings'], actions: CRUD },
    FlowRecordSupplement: { module: 'write-off', api: 'writeOff', i18n: ['writeOff', 'repay'], actions: ['supplement'] },
    WalletRecords: { module: 'wallet', api: 'wallet', i18n: ['wallet', 'order'], actions: ['cancel', 'retry'] },
    AutoWriteOffAmountConfig: { module: 'auto-write-off-config', api: 'autoWriteOffConfig', i18n: ['autoWriteOffConfig', 'afterLoanSettings'], actions: CRUD },
    LoanRouting: { module: 'loan-routing', api: 'loanRouting', i18n: ['loanRouting', 'afterLoanSettings'], actions: CRUD },
  },
  CollectionSystem: {
    MyCollection: { module: 'my-collection', api: 'myCollection', i18n: ['myCollection', 'collection', 'repay', 'deduction', 'reductionStrategy'], actions: ['call', 'followUp', 'sendSms'] },
    CaseAllocation: { module: 'case-allocation', api: 'caseAllocation', i18n: ['caseAllocation', 'collection', 'schedule'], actions: ['allocate', 'reallocate', 'recall', 'undo', 'retain', 'autoAllocate', 'export'] },
    CancelAfterVerificationManagement: { module: 'write-off', api: 'writeOff', i18n: ['writeOff', 'repay'], actions: ['import'] },
    OutCollectionList: { module: 'case-allocation', api: 'outCollection', i18n: ['caseAllocation', 'collection', 'schedule'], actions: ['outsource', 'endOutsource', 'recordResult'] },
    BadDebtManagement: { module: 'bad-debt', api: 'badDebt', i18n: ['badDebt', 'collection'], actions: ['moveIn', 'approve', 'reject', 'moveOut'] },
    CollectionPersonnel: { module: 'collection-personnel', api: 'collectionPersonnel', i18n: ['collectionPersonnel', 'collection'], actions: ['add', 'update', 'delete', 'freeze', 'unfreeze'] },
    DeductionAmountManagement: { module: 'collection-deduction', api: 'deduction', i18n: ['deduction', 'collection'], actions: ['apply', 'approve', 'reject', 'reverse', 'delayApply', 'delayReview'] },
    RollbackFlow: { module: 'repay-manage', api: 'rePayManage', i18n: ['repay'], actions: ['rollback'] },
    RoboticTask: { module: 'robot-task', api: 'robotTask', i18n: ['robotTask'], actions: [...CRUD, 'run'] },
    CollectionPersonnelMonitoring: { module: 'collection-monitoring', api: 'collectionMonitoring', i18n: ['collectionMonitoring', 'collection'] },
    repaymentDetails: { module: 'repayment-details', api: 'repaymentDetails', i18n: ['repaymentDetails', 'collection', 'collectionPolicy'], actions: ['export'] },
    PreReminderCaseDivisionPolicy: { module: 'collection-policy', api: 'preReminderPolicy', i18n: ['collectionPolicy', 'collection'], actions: CRUD },
    CollectLevelDevisionPolicy: { module: 'collection-policy', api: 'collectionPolicy', i18n: ['collectionPolicy', 'collection'], actions: [...CRUD, 'conductRules'] },
    NineFourAiTask: { module: 'ai-call', api: 'aiCallTask', i18n: ['robotTask', 'aiCall'], actions: [...CRUD, 'run'] },
    NineFourAiCallRecord: { module: 'ai-call', api: 'aiCall', i18n: ['robotTask', 'aiCall', 'collection', 'myCollection'] },
    NineFourAiCallBack: { module: 'ai-call', api: 'aiCall', i18n: ['robotTask', 'aiCall', 'collection', 'myCollection'] },
    NineFourAiSmsBack: { module: 'ai-call', api: 'aiCall', i18n: ['aiCall', 'robotTask', 'myCollection', 'caseAllocation', 'collection'], actions: ['handle', 'followUp'] },
    AIallocationConfig: { module: 'ai-call', api: 'aiAllocationConfig', i18n: ['aiCall', 'robotTask', 'collection', 'myCollection'], actions: CRUD },
  },
  CollectionSystemNew: {
    MyCollectionNew: { module: 'my-collection', api: 'myCollection', i18n: ['myCollection', 'collection', 'repay', 'deduction', 'reductionStrategy'], actions: ['call', 'followUp', 'sendSms'] },
    CancelAfterVerificationManagementNew: { module: 'write-off', api: 'writeOff', i18n: ['writeOff', 'repay'], actions: ['import'] },
    DeductionAmountManagementNew: { module: 'collection-deduction', api: 'deduction', i18n: ['deduction', 'collection'], actions: ['apply', 'approve', 'reject', 'reverse', 'delayApply', 'delayReview'] },
    CaseAllocationNew: { module: 'case-allocation', api: 'caseAllocation', i18n: ['caseAllocation', 'collection', 'schedule'], actions: ['allocate', 'reallocate', 'recall', 'undo', 'retain', 'autoAllocate', 'export'] },
    OutCollectionListNew: { module: 'case-allocation', api: 'outCollection', i18n: ['caseAllocation', 'collection', 'schedule'], actions: ['outsource', 'endOutsource', 'recordResult'] },
    BadDebtManagementNew: { module: 'bad-debt', api: 'badDebt', i18n: ['badDebt', 'collection'], actions: ['moveIn', 'approve', 'reject', 'moveOut'] },
    CollectionPersonnelNew: { module: 'collection-personnel', api: 'collectionPersonnelNew', i18n: ['collectionPersonnel', 'collection'], actions: ['add', 'update', 'delete', 'freeze', 'unfreeze'] },
    RollbackFlowNew: { module: 'repay-manage', api: 'rePayManage', i18n: ['repay'], actions: ['rollback'] },
    RoboticTaskNew: { module: 'robot-task', api: 'robotTaskNew', i18n: ['robotTask'], actions: [...CRUD, 'run'] },
    RepaymentDetailsNew: { module: 'repayment-details', api: 'repaymentDetails', i18n: ['repaymentDetails', 'collection', 'collectionPolicy'], actions: ['export'] },
    PenaltyInterestReductionStrategiesNew: { module: 'reduction-strategy', api: 'reductionStrategy', i18n: ['reductionStrategy', 'collection', 'deduction'], actions: CRUD },
    collectionMerge: { module: 'my-collection', api: 'myCollection', i18n: ['myCollection', 'collection', 'repay', 'deduction', 'reductionStrategy'], actions: ['call', 'followUp', 'sendSms'] },
    CaseAllocationMerge: { module: 'case-allocation', api: 'caseAllocation', i18n: ['caseAllocation', 'collection', 'schedule'], actions: ['allocate', 'reallocate', 'recall', 'undo', 'retain', 'autoAllocate', 'export'] },
  },
  UserSystem: {
    UserManagement: { module: 'user', api: 'user', i18n: ['user'], actions: ['add', 'update', 'freeze', 'unfreeze', 'resetPwd', 'resetMFA', 'revealSensitive', 'history'] },
    DepartmentManagement: { module: 'dept', api: 'dept', i18n: ['dept'], actions: ['add', 'update', 'delete'] },
    RoleManagement: { module: 'role', api: 'role', i18n: ['role'], actions: ['add', 'update', 'delete', 'assign', 'sensitive'] },
    MenuManagement: { module: 'menu', api: 'menu', i18n: ['menu'], actions: CRUD },
    MultiLanguageConfiguration: { module: 'language', api: 'language', i18n: ['language'], actions: CRUD },
    DataDictionary: { module: 'dictionary', api: 'dict', i18n: ['dict'], actions: CRUD },
  },
  ReportSystem: {
    FinancialReport: { module: 'financial-report', api: 'financialReport', i18n: ['financialReport'], actions: ['export'] },
    OperationReport: { module: 'operation-report', api: 'operationReport', i18n: ['operationReport', 'financialReport'], actions: ['export'] },
    CollectionReport: { module: 'collection-report', api: 'collectionReport', i18n: ['collectionReport', 'financialReport', 'collection', 'caseAllocation', 'collectionPolicy'], actions: ['export'] },
    ApprovalReport: { module: 'approval-report', api: 'approvalReport', i18n: ['approvalReport', 'financialReport'], actions: ['export'] },
    PerformanceReport: { module: 'performance-report', api: 'performanceReport', i18n: ['performanceReport', 'financialReport'], actions: ['export', 'viewAll'] },
  },
  RiskControlSystem: {
    RuleSet: { module: 'risk', api: 'ruleSet', i18n: ['ruleSet', 'machineDecision'], actions: CRUD },
    RiskControlModel: { module: 'risk', api: 'riskModel', i18n: ['riskModel'], actions: CRUD },
    ListManagement: { module: 'risk', api: 'riskList', i18n: ['riskList'], actions: CRUD },
    RiskPricingConfiguration: { module: 'risk', api: 'riskPricing', i18n: ['riskPricing'], actions: CRUD },
  },
  OperationSystem: {
    ProductConfig: { module: 'product', api: 'product', i18n: ['product'], actions: CRUD },
    AppVersionsManagement: { module: 'app-content', api: 'appVersion', i18n: ['appContent'], actions: [...CRUD, 'rotateSecret'] },
    CouponCodeManagement: { module: 'coupon', api: 'coupon', i18n: ['coupon'], actions: ['freeze', 'unfreeze'] },
    CustomerServiceHotlineManagement: { module: 'app-content', api: 'serviceHotline', i18n: ['appContent'], actions: CRUD },
    OrganizationMerchantManagement: { module: 'merchant-config', api: 'trafficRule', i18n: ['merchantConfig'], actions: CRUD },
    TrafficPersonnel: { module: 'merchant-settings', api: 'trafficPersonnel', i18n: ['merchantSettings'], actions: ['add', 'update', 'delete'] },
    LaunchManagement: { module: 'app-content', api: 'launchScreen', i18n: ['appContent'], actions: CRUD },
    VerificationCodeManagement: { module: 'app-content', api: 'verificationCode', i18n: ['appContent'], actions: ['resend'] },
    AnnouncementManagement: { module: 'app-content', api: 'announcement', i18n: ['appContent'], actions: CRUD },
    MerchantLoanAmountManagement: { module: 'merchant-config', api: 'merchantLoanLimit', i18n: ['merchantConfig'], actions: CRUD },
    SmsRouterConfig: { module: 'sms-route', api: 'smsRoute', i18n: ['smsRoute'], actions: [...CRUD, 'test'] },
    SensitiveInfoConfig: { module: 'app-content', api: 'sensitiveField', i18n: ['appContent'], actions: CRUD },
    MarketingSmsRouterConfig: { module: 'sms-route', api: 'marketingSmsRoute', i18n: ['smsRoute'], actions: [...CRUD, 'test'] },
    AppContentManagement: { module: 'app-content', api: 'appContent', i18n: ['appContent'], actions: CRUD },
    ActivitiesConfiguration: { module: 'tm-activity', api: 'tmActivity', i18n: ['telemarketingWork'], actions: CRUD },
    SupermarketPlatforms: { module: 'loan-supermarket', api: 'supermarketPlatform', i18n: ['loanSupermarket'], actions: CRUD },
    MessageCenterAppManagement: { module: 'app-message', api: 'appMessage', i18n: ['appMessage'], actions: ['add', 'update', 'delete', 'publish', 'withdraw'] },
    SensitiveWordConfig: { module: 'sensitive-word', api: 'sensitiveWord', i18n: ['sensitiveWord'], actions: CRUD },
    MessageTemplateConfiguration: { module: 'message-template', api: 'messageTemplate', i18n: ['messageTemplate'], actions: CRUD },
    BusinessNode: { module: 'business-node', api: 'businessNode', i18n: ['businessNode'], actions: CRUD },
    AiMarketingPushTask: { module: 'robot-task', api: 'aiMarketingPushTask', i18n: ['robotTask'], actions: [...CRUD, 'run', 'cancel'] },
    TemporaryCreditLimitIssuance: { module: 'temp-limit', api: 'tempLimit', i18n: ['tempLimit'], actions: ['add', 'approve', 'reject'] },
  },
  LoanSupermarketSystem: {
    LoanSupermarketProductManagement: { module: 'app-content', api: 'supermarketProduct', i18n: ['appContent'], actions: CRUD },
    LoanSupermarketVipLevelManagement: { module: 'loan-supermarket', api: 'supermarketVipLevel', i18n: ['loanSupermarket'], actions: CRUD },
    LoanSupermarketRecommendProductManagement: { module: 'loan-supermarket', api: 'supermarketRecommend', i18n: ['loanSupermarket'], actions: CRUD },
    ReviewDataMaintain: { module: 'loan-supermarket', api: 'reviewData', i18n: ['loanSupermarket'], actions: CRUD },
  },
  MerchantSystem: {
    MerchantConfigManagement: { module: 'merchant-settings', api: 'merchantProfile', i18n: ['merchantSettings'], actions: [...CRUD, 'withdrawal', 'loanLimit'] },
    OrderAcquireManagement: { module: 'merchant-billing', api: 'merchantBilling', i18n: ['merchantBilling'], actions: ['export'] },
    ConsumptionRecord: { module: 'merchant-billing', api: 'merchantBilling', i18n: ['merchantBilling'], actions: ['charge', 'export'] },
    RechargeRecord: { module: 'merchant-billing', api: 'merchantBilling', i18n: ['merchantBilling'], actions: ['recharge', 'confirm', 'overdraft', 'export'] },
    ConsumptionTypeConfig: { module: 'merchant-billing', api: 'consumptionType', i18n: ['merchantBilling'], actions: CRUD },
    ArtificialBlacklistLibrary: { module: 'merchant-config', api: 'artificialBlacklist', i18n: ['merchantConfig'], actions: CRUD },
    MaturityConfigManagement: { module: 'merchant-settings', api: 'maturityRule', i18n: ['merchantSettings'], actions: CRUD },
    ContactBlacklist: { module: 'merchant-config', api: 'contactBlacklist', i18n: ['merchantConfig'], actions: CRUD },
  },
  ChargeToAnAccountSystem: {
    ClientRefundManagement: { module: 'refund', api: 'refund', i18n: ['refund', 'order', 'repay'], actions: ['apply', 'reRefund', 'export'] },
    ClientRefundAuditManagement: { module: 'refund', api: 'refund', i18n: ['refund', 'order', 'repay'], actions: ['approve', 'reject'] },
    CashTransferApplyFor: { module: 'cash-transfer', api: 'transfer', i18n: ['transfer', 'repay'], actions: ['submit', 'update', 'giveUp', 'detail', 'export'] },
    CashTransferAudit: { module: 'cash-transfer', api: 'transfer', i18n: ['transfer', 'repay'], actions: ['audit', 'payout', 'markSuccess', 'confirm', 'export'] },
  },
  TelemarketingSystem: {
    ListLibraryManagement: { module: 'telemarketing-list', api: 'telemarketingList', i18n: ['telemarketingList'], actions: ['changeTarget', 'abandon'] },
    AbandonedListLibraryManagement: { module: 'telemarketing-list', api: 'telemarketingList', i18n: ['telemarketingList'], actions: ['recycle'] },
    ImportRecord: { module: 'telemarketing-import', api: 'telemarketingImport', i18n: ['telemarketingImport', 'telemarketingList'], actions: ['import'] },
    DialTask: { module: 'dial-task', api: 'dialTask', i18n: ['telemarketingWork', 'order', 'schedule'], actions: ['assign', 'follow', 'call', 'viewAll'] },
    Approval: { module: 'tm-approval', api: 'tmApproval', i18n: ['telemarketingWork', 'order'], actions: ['apply', 'approve', 'reject', 'viewAll'] },
    MyIncoming: { module: 'tm-attribution', api: 'myIncoming', i18n: ['telemarketingWork', 'order'], actions: ['viewAll'] },
    MyLoan: { module: 'tm-attribution', api: 'myLoan', i18n: ['telemarketingWork', 'order'], actions: ['viewAll'] },
    TelemarketingPersonnel: { module: 'tm-personnel', api: 'tmPersonnel', i18n: ['telemarketingWork'], actions: ['add', 'update', 'delete'] },
    RoboticTask: { module: 'robot-task', api: 'telemarketingRobotTask', i18n: ['robotTask'], actions: [...CRUD, 'run'] },
    InboundOrderConfig: { module: 'inbound-order-config', api: 'inboundOrderConfig', i18n: ['telemarketingWork'], actions: ['add', 'update', 'delete'] },
    TeleMarketingBlackList: { module: 'telemarketing-blacklist', api: 'tmBlacklist', i18n: ['tmBlacklist'], actions: CRUD },
    BaseTypeOption: { module: 'base-type-option', api: 'baseTypeOption', i18n: ['baseTypeOption'], actions: CRUD },
  },
  MarketingManagement: {
    SmsMarketingTemplate: { module: 'sms-marketing', api: 'smsMarketingTemplate', i18n: ['smsMarketing'], actions: CRUD },
    SmsMarketingTask: { module: 'sms-marketing', api: 'smsMarketingTask', i18n: ['smsMarketing'], actions: ['add', 'update', 'delete', 'start', 'pause', 'resume', 'cancel'] },
    RoboticTask: { module: 'robot-task', api: 'marketingRobotTask', i18n: ['robotTask'], actions: [...CRUD, 'run'] },
    UnrenewedLoanSmsConfig: { module: 'sms-marketing', api: 'unrenewedLoanSms', i18n: ['smsMarketing'], actions: CRUD },
  },
  CustomerServiceSystem: {
    ListLibraryManage: { module: 'customer-service', api: 'csListLibrary', i18n: ['csCalling', 'customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'], actions: ['assign', 'distribute', 'saveList', 'deleteList'] },
    CallingAssignments: { module: 'customer-service', api: 'csCallAssignment', i18n: ['csCalling', 'customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'], actions: ['follow', 'call', 'viewAll', 'reassign', 'recall'] },
    CustomerServiceStaff: { module: 'customer-service', api: 'csStaff', i18n: ['customerService'], actions: ['add', 'update', 'delete'] },
    Feedback: { module: 'customer-service', api: 'feedback', i18n: ['customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'], actions: ['add', 'take', 'reply', 'assign'] },
    CustomerFeedback: { module: 'customer-service', api: 'customerFeedback', i18n: ['customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'] },
    CustomerInCallRecord: { module: 'customer-service', api: 'inCallRecord', i18n: ['customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'], actions: ['add'] },
    CustomerManage: { module: 'customer-manage', api: 'customerManage', i18n: ['customerManage', 'orderDetail', 'order', 'repay', 'refund', 'customerService'] },
    AiHelpUidDecrypt: { module: 'customer-service', api: 'aiHelp', i18n: ['customerService', 'customerManage', 'orderDetail', 'order', 'repay', 'refund'], actions: ['setKey', 'decode'] },
    CustomerServiceCouponConfig: { module: 'cs-coupon', api: 'csCouponTask', i18n: ['csCoupon', 'coupon'], actions: CRUD },
    CustomerServiceCouponAudit: { module: 'cs-coupon', api: 'csCouponAudit', i18n: ['csCoupon', 'coupon'], actions: ['approve', 'reject'] },
    MyCustomerServiceCouponApply: { module: 'cs-coupon', api: 'csCouponApply', i18n: ['csCoupon', 'coupon'], actions: ['apply'] },
  },
  AppraisalSystem: {
    EmployeeDisciplineData: { module: 'appraisal', api: 'employeeDisciplineData', i18n: ['appraisal'], actions: ['viewAll', 'recompute', 'close', 'warn', 'weights', 'export'] },
  },
  QualitySystem: {
    QualityCenter: { module: 'quality', api: 'qualityCenter', i18n: ['quality', 'collection', 'telemarketingWork', 'customerService'], actions: ['viewAll', 'claim', 'score', 'appeal', 'decideAppeal', 'calibrate', 'sample', 'configure'] },
  },
  ScheduleManage: {
    ScheduleCaseManage: { module: 'schedule', api: 'scheduleCaseManage', i18n: ['schedule'], actions: ['update'] },
    SchedulePlan: { module: 'schedule', api: 'schedulePlan', i18n: ['schedule'], actions: ['update', 'autoSchedule'] },
    MySchedule: { module: 'schedule', api: 'mySchedule', i18n: ['schedule'] },
    ScheduleAbnormalThreshold: { module: 'schedule', api: 'scheduleAbnormalThreshold', i18n: ['schedule'], actions: ['update'] },
  },
} satisfies Record<string, Record<string, ScreenRow>>;

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
  /** Server module folder and first API path segment; null while the screen is not built. */
  module: string | null;
  api: string | null;
  /** i18n namespaces loaded before the screen renders (the shell's are loaded at start-up). */
  i18n: readonly string[];
}

export const GROUPS = Object.keys(SCREEN_TREE).filter((g): g is GroupName => g !== '');

export const groupLabelKey = (group: GroupName) => `menu.groups.${group}`;

const codePrefix = (key: string) => key.replace('/', ':');

function buildScreen(group: GroupName | null, name: string, row: ScreenRow): ScreenDef {
  const key = group ? `${group}/${name}` : name;
  const prefix = codePrefix(key);
  return {
    key,
    group,
    name,
    path: `${ADMIN_ROOT}/${key}`,
    labelKey: `menu.screens.${key.replace('/', '.')}`,
    viewCode: `${prefix}:view`,
    actionCodes: Object.fromEntries((row.actions ?? []).map((a) => [a, `${prefix}:${a}`])),
    module: row.module ?? null,
    api: row.api ?? null,
    i18n: row.i18n ?? [],
  };
}

export const SCREENS: readonly ScreenDef[] = Object.entries(SCREEN_TREE).flatMap(([group, rows]) =>
  Object.entries(rows).map(([name, row]) => buildScreen(group === '' ? null : (group as GroupName), name, row)));

export const SCREENS_BY_KEY: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.key, s]));

/** Screens by path, lower-cased as the guard compares paths. */
const SCREENS_BY_PATH: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.path.toLowerCase(), s]));
export const screenAtPath = (path: string): ScreenDef | undefined => SCREENS_BY_PATH.get(path.toLowerCase());

/**
 * The built HTML the server sends for a screen's path: index.html that preloads the signed-in shell's and the
 * screen's code, or the sign-in page's files in a signed-out tab (scripts/screen-preload.ts), beside the entry.
 */
export const screenHtml = (key: string) => `screens/${key}.html`;

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

/**
 * The screens whose rows open an order's detail (a link to OrderDetailAudit/OrderDetail or OrderAudit in src/;
 * common/order-opening-screens.test.ts finds them there and fails when this list and the links disagree).
 */
export const ORDER_OPENING_SCREENS = [
  'AuditSystem/OrderAllocation', 'AuditSystem/MyAudit', 'AuditSystem/OrderManagement', 'AuditSystem/OrderManagementAbridgment',
  'AuditSystem/MachineReviewRetrieval', 'AuditSystem/RejectOrderReview',
  'AfterLoanSystem/LoanManagement', 'AfterLoanSystem/ReconciliationManagement', 'AfterLoanSystem/WalletRecords',
  'CollectionSystem/repaymentDetails', 'CollectionSystemNew/RepaymentDetailsNew',
  'ChargeToAnAccountSystem/ClientRefundManagement', 'ChargeToAnAccountSystem/ClientRefundAuditManagement',
  'CustomerServiceSystem/ListLibraryManage', 'CustomerServiceSystem/CallingAssignments', 'CustomerServiceSystem/Feedback',
  'CustomerServiceSystem/CustomerFeedback', 'CustomerServiceSystem/CustomerInCallRecord', 'CustomerServiceSystem/CustomerManage',
  'CustomerServiceSystem/AiHelpUidDecrypt',
  'MerchantSystem/OrderAcquireManagement', 'MerchantSystem/ConsumptionRecord',
] as const;

/**
 * What reading one order's data needs (its detail, attachments, history and call log): the view code of a screen
 * that opens orders, or any code of the order screens themselves. The OrderDetail and OrderAudit paths open for
 * every signed-in user (ALWAYS_ALLOWED_SCREENS); the data behind them does not.
 */
export const ORDER_DATA_CODES: readonly string[] = [
  ...['OrderDetailAudit/OrderDetail', 'OrderDetailAudit/OrderAudit'].flatMap((key) => [viewCode(key), ...Object.values(screen(key).actionCodes)]),
  ...ORDER_OPENING_SCREENS.map(viewCode),
];
