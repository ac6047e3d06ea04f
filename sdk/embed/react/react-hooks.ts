// The React functions the package calls, imported once: esbuild keeps one `import … from "react"` per module that
// imports React, and those statements are bytes of every host's bundle (docs/performance.md).
export { createContext, useContext, useEffect, useRef, useState } from 'react';
