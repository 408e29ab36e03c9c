/**
 * Loads the ALTCHA web component (`<altcha-widget>`) in the build that works under our CSP:
 * - `altcha/external`: no inline `<style>` injected and no `blob:` worker (the default bundle builds its worker
 *   from a blob URL, which `script-src 'self'` — the fallback of `worker-src` — refuses);
 * - its stylesheet, bundled with ours;
 * - its proof-of-work worker, emitted by Vite as a same-origin file and created through the hook ALTCHA offers;
 * - its French strings.
 * Imported dynamically only, so that it weighs on no route that does not show a captcha.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/fr-fr';
import AltchaWorker from 'altcha/worker?worker';

globalThis.altchaCreateWorker = () => new AltchaWorker({ name: 'altcha' });
