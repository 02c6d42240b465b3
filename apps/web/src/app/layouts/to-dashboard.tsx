// The bare address of a signed-in area (/candidate) leads to the user's dashboard.
import { toDashboard } from '../guards';

export const loader = toDashboard.loader;
export const clientLoader = toDashboard.clientLoader;

export default function ToDashboard() {
  return null;
}
