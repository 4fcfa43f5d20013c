// examples
