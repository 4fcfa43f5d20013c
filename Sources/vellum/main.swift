import Foundation
import VellumCLI

exit(VellumCommand().run(Array(CommandLine.arguments.dropFirst())))
