// A CommonJS host's Jest set-up as most have it: jsdom, plain require(), no transform of node_modules.
module.exports = { testEnvironment: 'jsdom', transform: {}, testMatch: ['<rootDir>/src/**/*.test.js'] };
