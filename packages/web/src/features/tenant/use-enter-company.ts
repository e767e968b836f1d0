import { useNavigate } from 'react-router';
import { paths } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/session-store.ts';

/** Marks the company opened and goes to its workspace, /open={datasourcekey} (spec 000 §4). */
export function useEnterCompany(): (datasourcekey: string) => void {
  const navigate = useNavigate();
  const openCompany = useSession((s) => s.openCompany);
  return (datasourcekey) => {
    openCompany(datasourcekey);
    void navigate(paths.open(datasourcekey));
  };
}
