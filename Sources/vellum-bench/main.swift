import Foundation
print("vellum-bench: not yet written")
