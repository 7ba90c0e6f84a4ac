// The run contracts of the shipped scripts: the state's contract and the validators of the state
// and of events. Both validators (an embedded schema each) are loaded only when needed: a state.json
// whose digest vouches for it needs neither.

import { schemaProblems } from '../schema/problems.js';
import { RUN_STATE_CONTRACT } from '../schema/run-state-contract.generated.js';
import type { RunContract } from './run-session.js';

export const RUN_CONTRACT: RunContract = {
  stateContract: RUN_STATE_CONTRACT,
  async stateValidator() {
    const { validateRunState } = await import('../schema/run-state-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunState, value);
  },
  async eventValidator() {
    const { validateRunEvent } = await import('../schema/run-event-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunEvent, value);
  },
};
