// The account forms open in popups, so they load as their own chunk, off the home route.
import './auth.css';

export { ChangePasswordForm } from './ChangePasswordForm';
export { ForgotForm } from './ForgotForm';
export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { AuthSidePanel } from './AuthSidePanel';
export { AgentLoginForm } from './AgentLoginForm';
