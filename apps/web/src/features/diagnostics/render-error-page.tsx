/**
 * /test/erreur-de-rendu — a page whose only behaviour is to throw while rendering, so that end-to-end tests
 * can check the error boundary and its report to the debugger endpoint (SPEC §8). Harmless: it reads and
 * writes nothing; visiting it shows the error screen and sends one error report.
 */
export function RenderErrorPage(): never {
  throw new Error('Erreur de rendu volontaire (page de test /test/erreur-de-rendu)');
}
