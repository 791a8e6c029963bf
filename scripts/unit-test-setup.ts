// Unit-test setup: screens rendered in jsdom wait up to 5 s for what they expect (testing-library's
// default is 1 s), so two test workers sharing a 2-core machine do not turn slowness into failures.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
