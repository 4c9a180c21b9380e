import Foundation

exit(CatalogBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst())))
