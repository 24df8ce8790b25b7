import { runAll, serverSteps } from './lib/steps.ts'

await runAll(serverSteps())
