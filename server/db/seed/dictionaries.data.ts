/** Reference dictionaries named by the spec: [value, English, Chinese] per entry. */
type Entry = readonly [value: string, en: string, zh: string];

export const DICTIONARIES: Record<string, { name: string; items: readonly Entry[] }> = {
  ORDER_STATUS: { name: 'Order status', items: [
    ['10', 'To be allocated', '待分配'], ['20', 'Pending review', '待审核'], ['30', 'Pending loan disbursement', '待放款'],
    ['40', 'Machine-review refused', '机审拒绝'], ['50', 'Approval rejected', '审批拒绝'], ['60', 'Disbursed', '已放款'],
    ['70', 'Cancelled', '已取消']] },
  BILL_STATUS: { name: 'Bill status', items: [
    ['10', 'Not due', '未到期'], ['20', 'Due today', '今日到期'], ['30', 'Overdue', '已逾期'], ['40', 'Settled', '已结清'],
    ['50', 'Overdue settled', '逾期结清'], ['60', 'Written off', '已核销']] },
  CASE_STATUS: { name: 'Case status', items: [['10', 'Collecting', '催收中'], ['20', 'Retained', '留案'], ['30', 'Closed', '已结案'], ['40', 'Bad debt', '坏账']] },
  CASE_LEVEL: { name: 'Case level', items: [
    ['S0', 'M0 (due today)', 'M0（今日到期）'], ['S1', 'M1 (1–7 days)', 'M1（1–7天）'], ['S2', 'M2 (8–15 days)', 'M2（8–15天）'],
    ['S3', 'M3 (16–30 days)', 'M3（16–30天）'], ['S4', 'M4 (31–60 days)', 'M4（31–60天）'], ['S5', 'M5 (60+ days)', 'M5（60天以上）']] },
  REPAY_TYPE: { name: 'Repayment type', items: [['1', 'Settle', '结清'], ['2', 'Partial repayment', '部分还款'], ['3', 'Extension', '展期'], ['4', 'Generic', '通用']] },
  SMS_TYPE: { name: 'SMS type', items: [
    ['verification', 'Verification code', '验证码'], ['reminder', 'Repayment reminder', '还款提醒'], ['collection', 'Collection', '催收'],
    ['marketing', 'Marketing', '营销'], ['notice', 'Service notice', '服务通知']] },
  LOAN_CODE_STATUS: { name: 'Loan code status', items: [['1', 'Confirmed', '已确认'], ['2', 'Failed', '失败'], ['3', 'In progress', '处理中']] },
  RELEASE_STATUS: { name: 'Release status', items: [['1', 'In progress', '放款中'], ['2', 'Success', '放款成功'], ['3', 'Lending failure', '放款失败']] },
  REFUND_STATUS: { name: 'Refund status', items: [['1', 'Created', '已创建'], ['2', 'In progress', '退款中'], ['3', 'Success', '退款成功'], ['4', 'Failure', '退款失败']] },
  AUDIT_STATUS: { name: 'Review status', items: [['0', 'Pending', '待审核'], ['1', 'Approved', '已通过'], ['2', 'Rejected', '已拒绝']] },
  VERIFICATION_STATUS: { name: 'Recipient verification', items: [['0', 'Unverified', '未验证'], ['1', 'Passed', '验证通过'], ['2', 'Failed', '验证失败']] },
  CUSTOMER_INTENT: { name: 'Customer intent', items: [
    ['1', 'No demand', '无需求'], ['2', 'Willing', '有意愿'], ['3', 'Not connected', '未接通'], ['4', 'Unclear', '不明确'],
    ['5', 'Unwilling', '无意愿'], ['6', 'Number fault', '号码错误']] },
  CREDIT_STATUS: { name: 'Credit status', items: [
    ['1', 'Pre-approval', '预授信'], ['2', 'Revolving', '循环额度'], ['3', 'Expired', '已过期'], ['4', 'In progress', '处理中'],
    ['5', 'Granted', '已授信'], ['6', 'Unauthorised', '未授权']] },
  FEEDBACK_STATUS: { name: 'Feedback status', items: [['0', 'Unprocessed', '未处理'], ['1', 'Processing', '处理中'], ['2', 'Processed', '已处理']] },
  CALL_RECORD_STATUS: { name: 'Call record status', items: [['0', 'Unresolved', '未解决'], ['1', 'Resolved', '已解决']] },
  COUPON_TYPE: { name: 'Coupon type', items: [['increase_loan_limit_coupon', 'Loan limit increase', '提额券'], ['discount_coupon', 'Discount', '抵扣券']] },
  COUPON_STATUS: { name: 'Coupon status', items: [
    ['0', 'Pending', '待生效'], ['1', 'Waiting to be used', '待使用'], ['2', 'Frozen', '已冻结'], ['3', 'Used', '已使用'], ['4', 'Expired', '已过期']] },
  MESSAGE_SEND_STATUS: { name: 'Message send status', items: [['submitted', 'Submitted', '已提交'], ['sent', 'Sent', '已发送'], ['failed', 'Failed', '发送失败']] },
  FOLLOW_UP_STATUS: { name: 'Follow-up status', items: [['0', 'Not followed', '未跟进'], ['1', 'Followed', '已跟进']] },
  LIST_STATUS: { name: 'List status', items: [['0', 'Not incoming', '未进件'], ['1', 'Already incoming', '已进件']] },
  CUSTOMER_STATUS: { name: 'Customer status', items: [
    ['0', 'Not incoming', '未进件'], ['1', 'Already incoming', '已进件'], ['2', 'Unregistered', '未注册'], ['3', 'Rejected', '已拒绝'], ['4', 'Unauthorized', '未授权']] },
  WRITE_OFF_IMPORT_STATUS: { name: 'Write-off import status', items: [['0', 'Unfinished', '未完成'], ['1', 'Processing', '处理中'], ['2', 'Done', '已完成'], ['3', 'Error', '异常']] },
  WRITE_OFF_RESULT: { name: 'Write-off result', items: [['1', 'Success', '成功'], ['2', 'Partial success', '部分成功'], ['3', 'Fail', '失败']] },
  DEDUCTION_STATUS: { name: 'Deduction status', items: [['0', 'Pending', '待审核'], ['1', 'Approved', '已通过'], ['2', 'Rejected', '已拒绝']] },
  ROLLBACK_TYPE: { name: 'Rollback type', items: [['1', 'Settle', '结清回滚'], ['2', 'Portion to extension', '部分转展期'], ['3', 'Extension to settle', '展期转结清']] },
  TRANSFER_APPLY_STATUS: { name: 'Transfer application status', items: [
    ['0', 'Submitted', '已提交'], ['1', 'Approved', '已审核'], ['2', 'Given up', '已放弃'], ['3', 'Paid out', '已打款'], ['4', 'Success', '已成功']] },
  LOAN_TYPE: { name: 'First or repeat loan', items: [['1', 'First loan', '首贷'], ['2', 'Repeat loan', '复贷']] },
  PAYMENT_TYPE: { name: 'Payment type', items: [['mpesa', 'M-Pesa', 'M-Pesa'], ['bank', 'Bank account', '银行账户'], ['wallet', 'E-wallet', '电子钱包']] },
  EMPLOYEE_STATUS: { name: 'Employee status', items: [['employed', 'Employed', '在职'], ['left', 'Left', '离职']] },
  USER_STATUS: { name: 'User status', items: [['normal', 'Normal', '正常'], ['frozen', 'Frozen', '冻结']] },
  MENU_KIND: { name: 'Menu kind', items: [['group', 'Group', '目录'], ['page', 'Page', '页面'], ['button', 'Button', '按钮']] },
  REFUSE_CODE: { name: 'Refuse code', items: [
    ['R100', 'Black list hit', '命中黑名单'], ['R200', 'Model level refused', '模型等级拒绝'], ['R300', 'Risk rule refused', '风控规则拒绝'],
    ['R301', 'Age outside policy', '年龄不符'], ['R302', 'Income too low', '收入过低'], ['R303', 'Device risk (rooted or emulator)', '设备风险'],
    ['R304', 'Face check failed', '人脸核验失败'], ['R305', 'Too many lending apps', '多头借贷'], ['R306', 'Outside Kenya', '不在肯尼亚境内'],
    ['M101', 'Identity could not be verified', '身份无法核实'], ['M102', 'Customer unreachable', '客户无法联系'],
    ['M103', 'Contacts could not be verified', '联系人无法核实'], ['M104', 'Suspected fraud', '疑似欺诈'],
    ['M105', 'Insufficient income', '收入不足'], ['M106', 'Customer withdrew the application', '客户取消申请']] },
  AUDIT_ACTION_CODE: { name: 'Call action code', items: [
    ['A01', 'Connected, details confirmed', '已接通，信息核实'], ['A02', 'No answer', '无人接听'], ['A03', 'Busy', '占线'],
    ['A04', 'Switched off', '关机'], ['A05', 'Wrong number', '号码错误'], ['A06', 'Call back later', '稍后回电'],
    ['A07', 'Refused to talk', '拒绝沟通']] },
  INCOMING_CHANNEL: { name: 'Incoming channel', items: [['app', 'Android app', '安卓应用'], ['ios', 'iOS app', 'iOS 应用'], ['web', 'Web', '网页'], ['ussd', 'USSD', 'USSD']] },
  PROMOTION_CHANNEL: { name: 'Promotion channel', items: [
    ['organic', 'Organic', '自然流量'], ['facebook', 'Facebook', 'Facebook'], ['google', 'Google Ads', '谷歌广告'], ['tiktok', 'TikTok', 'TikTok'],
    ['referral', 'Referral', '推荐'], ['sms', 'SMS campaign', '短信营销']] },
  LENDING_CHANNEL: { name: 'Lending channel', items: [['mpesa', 'M-Pesa B2C', 'M-Pesa B2C'], ['bank', 'Bank transfer (PesaLink)', '银行转账'], ['airtel', 'Airtel Money', 'Airtel Money']] },
  DATA_SOURCE: { name: 'Data source', items: [['android', 'Android SDK', '安卓 SDK'], ['ios', 'iOS SDK', 'iOS SDK'], ['h5', 'H5 page', 'H5 页面']] },
  MODEL_LEVEL: { name: 'Model level', items: [['A', 'A (lowest risk)', 'A（最低风险）'], ['B', 'B', 'B'], ['C', 'C', 'C'], ['D', 'D', 'D'], ['E', 'E (highest risk)', 'E（最高风险）']] },
  CREDIT_TYPE: { name: 'Credit type', items: [['cash', 'Cash loan line', '现金贷额度'], ['revolving', 'Revolving line', '循环额度'], ['couponRaise', 'Limit coupon raise', '提额券提额'], ['temporaryRaise', 'Temporary raise', '临时提额']] },
  CUSTOMER_LANGUAGE: { name: 'Customer language', items: [['en', 'English', '英语'], ['sw', 'Swahili', '斯瓦希里语']] },
};
