// Sign-in and registration: a signed-in user is led on (app/guards.ts).
import { Outlet } from 'react-router';
import { signedOutOnly } from '../guards';

export const loader = signedOutOnly.loader;
export const clientLoader = signedOutOnly.clientLoader;

export default function SignedOutOnly() {
  return <Outlet />;
}
