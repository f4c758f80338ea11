import { useSettingsStore } from '../../services/environments/settings-store.ts';

/** A band across the console while the production environment is selected (spec 1). */
export function ProductionBand() {
  const env = useSettingsStore((s) => s.env);
  if (env !== 'production') return null;
  return (
    <div className="production-band" role="status" data-testid="production-band">
      PRODUCTION — queries sent now go to the live service
    </div>
  );
}
