import {
  AlertOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CalendarOutlined, CustomerServiceOutlined, DollarOutlined,
  FileSearchOutlined, HomeOutlined, NotificationOutlined, PhoneOutlined, SafetyCertificateOutlined, SettingOutlined, ShopOutlined,
  SolutionOutlined, StarOutlined, SwapOutlined, TeamOutlined, TrophyOutlined, WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  Home: <HomeOutlined />, WarningNotify: <AlertOutlined />, OrderDetailAudit: <FileSearchOutlined />, AuditSystem: <AuditOutlined />,
  AfterLoanSystem: <WalletOutlined />, CollectionSystem: <DollarOutlined />, CollectionSystemNew: <DollarOutlined />,
  UserSystem: <TeamOutlined />, ReportSystem: <BarChartOutlined />, RiskControlSystem: <SafetyCertificateOutlined />,
  OperationSystem: <SettingOutlined />, LoanSupermarketSystem: <AppstoreOutlined />, MerchantSystem: <ShopOutlined />,
  ChargeToAnAccountSystem: <SwapOutlined />, TelemarketingSystem: <PhoneOutlined />, MarketingManagement: <NotificationOutlined />,
  CustomerServiceSystem: <CustomerServiceOutlined />, AppraisalSystem: <TrophyOutlined />, QualitySystem: <StarOutlined />,
  ScheduleManage: <CalendarOutlined />,
};

export const menuIcon = (name: string): ReactNode => ICONS[name] ?? <SolutionOutlined />;
