import { usePathname } from "#web/lib/router.tsx";
import { AdminDashboard } from "./admin-dashboard";
import { AdminLogin } from "./admin-login";

/**
 * The back office, /appadmin/login and /appadmin/dashboard: one page module, so all of the
 * back office is one chunk that only staff ever load.
 */
export function AdminPage() {
  return usePathname() === "/appadmin/login" ? <AdminLogin /> : <AdminDashboard />;
}
