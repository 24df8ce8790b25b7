import { configure } from '@testing-library/react'

// Tests wait for what they look for (findBy…, waitFor) up to 5 seconds rather than the library's 1:
// on a machine busy with other work, a screen's lazy parts can take longer than a second to draw.
configure({ asyncUtilTimeout: 5000 })
