import { Alert } from 'antd';
import styles from './login.module.css';

/** The server's reason for a refusal, shown where the user is looking. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.formError}>
      <Alert type="error" showIcon message={message} role="alert" data-testid="login-error" />
    </div>
  );
}
