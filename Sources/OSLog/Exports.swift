// `import OSLog` on Linux: Apple's OSLog module re-exports `os` (`Logger`,
// `OSLogMessage`, `os_log`); Vellum's does the same. See README, "Your
// package, unchanged".
@_exported import os
