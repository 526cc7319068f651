import { createContext } from 'react';

/**
 * Whether the dashboard's first screen (the person's own widgets) has been shown. The widgets below it
 * (the vendor's, the portal's) ask for their answers only then: over HTTP/1.1 a browser has six
 * connections to a server, and a dozen calls at once held back the calls and files of the first screen.
 * True outside the dashboard's widget list, so a widget shown alone asks at once.
 */
export const FirstScreenShown = createContext(true);
