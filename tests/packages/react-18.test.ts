import { REACT_18 } from './projects.ts';
import { describeReactConsumer } from './react-consumer.ts';

describeReactConsumer('React 18', REACT_18);
