import Foundation
import VellumExamplesCLI

exit(ExamplesCommand().run(Array(CommandLine.arguments.dropFirst())))
