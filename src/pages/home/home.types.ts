export interface HomeProfile {
  userNo: string;
  username: string;
  realName: string;
  phone: string | null;
  email: string | null;
  jobNumber: string | null;
  deptName: string | null;
  merchantName: string | null;
  roleNames: string[];
  mfaBound: boolean;
  lastLoginAt: string | null;
  isDesensitization: boolean;
}

export interface HomeActivity {
  id: number;
  at: string;
  action: string;
  entity: string;
  ip: string | null;
}

export interface HomeSummary {
  profile: HomeProfile;
  unread: number;
  activity: HomeActivity[];
}
