import { createContext, type ReactNode, useContext, useState } from 'react';
import { createHumanCheck, fetchChallenge, type HumanCheck, type HumanCheckClient } from './human-check';
import { createWorkerSolver } from './worker-solver';

let browserClient: HumanCheckClient | undefined;

/** The real check: challenges from the server, solved in Web Workers. */
function defaultClient(): HumanCheckClient {
  browserClient ??= { fetchChallenge, solve: createWorkerSolver() };
  return browserClient;
}

const HumanCheckContext = createContext<HumanCheckClient | null>(null);

/** Replaces how challenges are fetched and solved below it (tests: a solver without Workers). */
export function HumanCheckProvider({ client, children }: { client: HumanCheckClient; children: ReactNode }) {
  return <HumanCheckContext.Provider value={client}>{children}</HumanCheckContext.Provider>;
}

/** The invisible human check of one form, kept for the component's life. */
export function useHumanCheck(): HumanCheck {
  const client = useContext(HumanCheckContext);
  const [check] = useState(() => createHumanCheck(client ?? defaultClient()));
  return check;
}
