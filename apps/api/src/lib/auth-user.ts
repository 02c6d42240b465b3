// The caller of a use case, once plugins/authenticate.ts has checked the token: who it is and in
// which role. Use cases and policies take this, never the request.
import type { Role } from '@fis/shared/enums';

export interface AuthUser {
  id: string;
  role: Role;
}
