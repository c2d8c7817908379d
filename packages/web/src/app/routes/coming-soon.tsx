import { ComingSoon } from '@/components/coming-soon';

/** Every screen a later issue builds: the shell draws its title and description; this says the rest is coming. */
export default ComingSoon;
