// libxml2, without its ICU interface: the system ICU's headers clash with
// Foundation's own ICU in any module that sees both.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/c14n.h>
#include <libxml/xmlerror.h>
