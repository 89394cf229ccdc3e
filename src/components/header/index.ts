/** The header's tools; the shell places them. */
export { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
export { LeaveApplicationModal, type LeaveApplicationModalProps } from './LeaveApplicationModal';
export { MessageCentreButton } from './MessageCentreButton';
export { MfaBindModal, type MfaBindModalProps } from './MfaBindModal';
export { SettingsModal, type SettingsModalProps } from './SettingsModal';
