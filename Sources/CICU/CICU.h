// Exists so that SwiftPM can carry ICU's compiler and linker flags (from pkg-config)
// to the C++ shim. Swift code never imports this module; it imports CICUShim.
#if defined(__linux__)
#include <unicode/utypes.h>
#endif
