import { runAll, serverSteps } from './lib/steps.ts'

runAll(serverSteps())
