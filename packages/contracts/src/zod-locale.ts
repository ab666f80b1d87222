import { z } from 'zod';

// French messages for every generic zod error, on the screen and on the server alike.
z.config(z.locales.fr());
